/** Prepends `import './entry.css'` to every built entry that has a sibling CSS file. */
export function prependCssImports(distDir: string): Promise<void>;
