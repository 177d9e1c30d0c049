// esbuild writes `entry.css` next to `entry.js` but the JS does not import it, so consumers
// would lose the styles. Prepend `import "./entry.css";` to every entry that has CSS.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

export async function prependCssImports(distDir) {
  for (const file of walk(distDir)) {
    if (!file.endsWith('.js')) continue;
    const css = file.replace(/\.js$/, '.css');
    if (!existsSync(css)) continue;
    const line = `import './${basename(css)}';\n`;
    const js = readFileSync(file, 'utf8');
    if (!js.startsWith(line)) writeFileSync(file, line + js);
  }
}
