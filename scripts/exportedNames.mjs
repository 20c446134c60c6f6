#!/usr/bin/env node
// The names an entry point of a built package exports, read from its declaration file's
// export list (values and types alike): what `publicApi.test.ts` in packages/sdk and
// packages/react hold to a limit (docs/packages.md "Entry points").
// `node scripts/exportedNames.mjs packages/sdk packages/react` (after `npm run build`) prints
// the count of every entry of each package's `exports`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const isExported = (statement) =>
  ts.canHaveModifiers(statement) &&
  (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The names a declaration file (`dist/…/index.d.ts`) exports, sorted. */
export function exportedNames(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      // `export * from` would hide its names from the count: the entries list theirs
      if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) {
        throw new Error(`${file}: an export * cannot be counted`);
      }
      for (const element of statement.exportClause.elements) names.push(element.name.text);
    } else if (isExported(statement) && statement.name && ts.isIdentifier(statement.name)) {
      names.push(statement.name.text);
    }
  }
  return names.sort();
}

/** Each entry point of a package folder's `exports` and its declaration file (ESM's). */
export function entryDeclarations(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return Object.entries(manifest.exports)
    .filter(([, target]) => typeof target === 'object')
    .map(([path, target]) => ({
      entry: path === '.' ? manifest.name : `${manifest.name}/${path.slice(2)}`,
      file: join(dir, target.import.types),
    }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const dir of process.argv.slice(2)) {
    for (const { entry, file } of entryDeclarations(dir)) {
      console.log(`${entry.padEnd(26)} ${String(exportedNames(file).length).padStart(4)} names`);
    }
  }
}
