// packages/elements/dist/custom-elements.json (written by packages/elements/manifest.mjs)
// against the Custom Elements Manifest JSON schema that the `custom-elements-manifest`
// package ships. Needs `npm run build`.
import Ajv from 'ajv';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const manifestPath = fileURLToPath(
  new URL('../packages/elements/dist/custom-elements.json', import.meta.url),
);

it('custom-elements.json validates against the Custom Elements Manifest schema', () => {
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run "npm run build"`);
  const schema = JSON.parse(
    readFileSync(require.resolve('custom-elements-manifest/schema.json'), 'utf8'),
  ) as object;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    schemaVersion: string;
    modules: { declarations?: { tagName?: string; customElement?: boolean }[] }[];
  };
  // the schema's union types (`"type": ["boolean", "string"]`) are valid draft-07
  const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
  ajv.addSchema(schema, 'cem');
  const errorsOf = (id: string, data: unknown) => {
    const validate = ajv.getSchema(id);
    if (!validate) throw new Error(`${id} is not in the schema`);
    return validate(data) ? [] : (validate.errors ?? []);
  };
  expect(errorsOf('cem', manifest)).toEqual([]);
  // A declaration matches the schema's `anyOf` as a plain class already, which checks none of
  // the custom element fields: each element is checked as a CustomElementDeclaration too.
  const elements = manifest.modules.flatMap((m) => m.declarations ?? []);
  for (const declaration of elements.filter((d) => d.customElement)) {
    expect(
      errorsOf('cem#/definitions/CustomElementDeclaration', declaration),
      declaration.tagName,
    ).toEqual([]);
  }
  // the schema version the package ships, and every element's tag
  const pkg = JSON.parse(
    readFileSync(require.resolve('custom-elements-manifest/package.json'), 'utf8'),
  ) as { version: string };
  expect(manifest.schemaVersion).toBe(pkg.version);
  const tags = elements.map((d) => d.tagName);
  expect(tags).toEqual(
    expect.arrayContaining([
      'avios-purchase',
      'avios-gift',
      'avios-transfer',
      'avios-booster',
      'avios-subscribe',
      'avios-checkout',
      'avios-discovery',
    ]),
  );
});
