// Types of checks.mjs for test/snippets.test.ts.
export interface Block {
  /** The opening fence's line, 1-based. */
  line: number;
  lang: string;
  /** The info string after the language. */
  rest: string;
  code: string;
}
export interface Tables {
  root: string;
}
export declare function loadTables(root: string): Promise<Tables>;
export declare function fencedBlocks(markdown: string): Block[];
export declare function marker(block: Block): { skip?: string; problem?: string };
export declare function checkHtml(code: string, tables: Tables): string[];
export declare function checkCss(code: string, tables: Tables): string[];
export declare function checkJson(code: string): string[];
export declare function checkShell(
  code: string,
  tables: Tables,
): { offset: number; message: string }[];
