import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { viteInputsFromExports } from '../../.config/scripts/package-entries.mjs';
import { sourceResolution } from '../../.config/vite-shared.ts';

/**
 * Moves the bundle's CSS into the widget code (issue 8, Isolation): the styles must reach the
 * shadow root, so they travel as a string that widget.tsx adopts there, and no stylesheet is
 * ever added to the host document.
 */
function inlineCss(): Plugin {
  return {
    name: 'locperf-inline-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      let css = '';
      for (const [name, file] of Object.entries(bundle)) {
        if (file.type === 'asset' && name.endsWith('.css')) {
          css += String(file.source);
          delete bundle[name];
        }
      }
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.code.includes('__LOCPERF_CSS__')) {
          file.code = file.code.replace(/(["'`])__LOCPERF_CSS__\1/, () => JSON.stringify(css));
        }
      }
    },
  };
}

/**
 * Writes `new URL('./widget.js', import.meta.url).href` into the built loader (issue 17). Written
 * after bundling, so this build does not treat widget.js as an asset of its own, while a
 * partner's bundler does and ships widget.js with the app. Marks the loader's `import(url)` as
 * ignored for webpack and Vite, which would otherwise try to resolve it at build time.
 */
function widgetUrlNextToLoader(): Plugin {
  return {
    name: 'locperf-widget-url',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      const loader = bundle['loader.js'];
      if (loader?.type !== 'chunk') return;
      const placeholder = /(["'`])__LOCPERF_WIDGET_URL__\1/g;
      if (!placeholder.test(loader.code)) throw new Error('loader.js lost its widget URL');
      loader.code = loader.code.replace(
        placeholder,
        () => 'new URL("./widget.js", import.meta.url).href',
      );
      // The one import() takes that URL at runtime: webpack must leave it to the browser, or it
      // makes it an empty context that rejects every URL (the minifier dropped the source's
      // comments, so they are written here).
      const dynamicImport = /\bimport\((?=[\w$]+\))/g;
      const imports = loader.code.match(dynamicImport)?.length ?? 0;
      if (imports !== 1) throw new Error(`loader.js has ${imports} import(variable), expected 1`);
      loader.code = loader.code.replace(
        dynamicImport,
        'import(/* @vite-ignore */ /* webpackIgnore: true */ ',
      );
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), vanillaExtractPlugin(), inlineCss(), widgetUrlNextToLoader()],
  ...sourceResolution,
  resolve: {
    ...sourceResolution.resolve,
    // One React for everything, this package's 18.3 (see README: smaller than 19, and the widgets
    // support both), also for the imports inside @locperf/features and react-intl.
    dedupe: ['react', 'react-dom', 'react-intl'],
    alias: {
      // Messages are bundled as compiled ICU AST, so the runtime parser is dead weight.
      '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
    },
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    cssCodeSplit: false,
    modulePreload: false,
    rollupOptions: {
      // `loader` and `widget`, read from package.json `exports`: the one list of entries.
      input: viteInputsFromExports(fileURLToPath(new URL('.', import.meta.url))),
      // Both entries keep their exports: the loader imports widget.js by URL at runtime.
      preserveEntrySignatures: 'exports-only',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
