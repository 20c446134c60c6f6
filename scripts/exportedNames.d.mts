// Types of exportedNames.mjs for the tests that read it (packages/*/src/publicApi.test.ts).
export declare function exportedNames(file: string): string[];
export declare function entryDeclarations(dir: string): { entry: string; file: string }[];
