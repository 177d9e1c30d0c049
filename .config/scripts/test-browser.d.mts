// Types of test-browser.mjs for the TypeScript configs that import it.
export declare const testChromium: string;
export declare const testChromiumArgs: string[];
export declare const fullChromium: string;
export declare const playwrightUse: {
  trace: 'off';
  launchOptions: { executablePath: string; args: string[] };
};
