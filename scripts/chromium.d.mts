// Types of chromium.mjs for the TypeScript file that reads it (playwright.config.ts).
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
