// The files the sandbox reads at run time, found from the package's own folder. This module
// sits one folder below the package root (`src/paths.ts`), and so does the built program that
// bundles it (`dist/main.js`), so `..` from here is the package root in both: run from the
// repository with tsx, or installed from the registry (`npx avios-sandbox`). The packed files
// are listed in package.json `files`; src/pack.test.ts starts the installed package.
import { fileURLToPath } from 'node:url';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** The content service's space export (built by `npm run -w @avios/sandbox content:build`). */
export const CONTENT_EXPORT_FILE = fromRoot('fixtures/content-export.json');

/** The image files that content assets point to. */
export const IMAGES_DIR = fromRoot('public/images/');

/** Where the identity provider's signing key is written on first start (never packed). */
export const DEFAULT_KEYS_DIR = fromRoot('.keys');
