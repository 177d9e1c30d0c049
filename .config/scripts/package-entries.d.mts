/** tsup's `entry` object read from the package's `exports` map. */
export function entriesFromExports(packageDir: string): Record<string, string>;
/** Writes the `.styled.js` bundler wrappers (CSS import + re-export) of the exports map. */
export function writeStyledEntries(packageDir: string): void;
/** Rollup's `input` (dist name to absolute source path) read from the `exports` map. */
export function viteInputsFromExports(packageDir: string): Record<string, string>;
