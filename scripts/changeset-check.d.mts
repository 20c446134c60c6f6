// Types of changeset-check.mjs for test/changeset-check.test.ts.
export declare const PUBLISHED: Record<string, string>;
export interface ParsedChangeset {
  packages: string[];
  summary: string;
}
export declare function parseChangeset(text: string): ParsedChangeset | undefined;
export declare function problems(
  changed: string[],
  changesets: { file: string; parsed: ParsedChangeset | undefined }[],
): string[];
