// Types only: see react.d.ts.
export {};
