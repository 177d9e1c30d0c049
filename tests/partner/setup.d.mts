/** The partner apps: name → versions of vite, @vitejs/plugin-react, react and react-dom. */
export const apps: Record<string, Record<string, string>>;
/** Where the apps are installed (outside the workspace). */
export const partnerRoot: string;
