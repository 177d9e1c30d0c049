/** Emits the package's .d.ts files with tsc and adds `.js` to their relative imports. */
export function emitTypes(packageDir?: string): void;
