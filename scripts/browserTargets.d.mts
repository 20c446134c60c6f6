// Types of browserTargets.mjs for the TypeScript files that read it (the Vite and tsup
// configurations, test/syntax-target.test.ts).
export declare const ECMA_VERSION: 2022;
export declare const BUILD_TARGET: string[];
