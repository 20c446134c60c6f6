// Types of screenChunks.mjs for the TypeScript files that read it (the Vite and tsup
// configurations, test/screen-chunks.test.ts).
import type { Options } from 'tsup';
import type { Plugin } from 'vite';

/** A module a screen folder's `entry.tsx` loads later. */
export interface LaterScreenModule {
  /** The screen folder (`TransferScreen`). */
  folder: string;
  /** The module as the entry names it (`./TransferScreen`). */
  source: string;
  /** Its path, without extension. */
  path: string;
}
export declare function laterScreenModules(screensDir: string): LaterScreenModule[];
export declare function laterScreensChunk(): Plugin;
export declare function laterScreensEsbuild(): NonNullable<Options['esbuildPlugins']>[number];
