// `npm run -w @avios/sandbox content:build`: writes fixtures/content-export.json and
// docs/content-model.md from the fixture source in ./fixtures.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { CONTENT_EXPORT_FILE } from '../paths';
import { buildContentExport } from './fixtures/build';
import { renderContentModel } from './fixtures/docs';

export const EXPORT_PATH = CONTENT_EXPORT_FILE;
export const DOC_PATH = fileURLToPath(
  new URL('../../../../docs/content-model.md', import.meta.url),
);

/** The export exactly as the committed file holds it. */
export const serialiseExport = () => `${JSON.stringify(buildContentExport(), null, 2)}\n`;

/** The content model document, formatted as the repository's Prettier settings want. */
export async function formatContentModel(): Promise<string> {
  const options = (await prettier.resolveConfig(DOC_PATH)) ?? {};
  return prettier.format(renderContentModel(), { ...options, parser: 'markdown' });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const json = serialiseExport();
  writeFileSync(EXPORT_PATH, json);
  writeFileSync(DOC_PATH, await formatContentModel());
  const { entries, contentTypes, assets } = JSON.parse(json) as Record<string, unknown[]>;
  console.log(
    `content-export.json: ${contentTypes?.length} content types, ${entries?.length} entries, ` +
      `${assets?.length} assets; docs/content-model.md written`,
  );
}
