/** A partner app: its bundler, its React (and react-dom) version and the bundler's packages. */
export interface PartnerApp {
  bundler: 'vite' | 'webpack';
  react: string;
  devDependencies: Record<string, string>;
  /** Another app whose npm install (with this app's devDependencies added) this one shares. */
  installWith?: string;
}
/** The partner apps by name (also their path under the server: /<name>/). */
export const apps: Record<string, PartnerApp>;
/** Where the apps are installed (outside the workspace). */
export const partnerRoot: string;
