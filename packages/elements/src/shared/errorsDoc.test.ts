// docs/errors.md lists every `avios-error` code a host can receive. This keeps it in step
// with the SDK's catalogue and the elements' own codes: each code that can fire is on the
// page, nothing else is, and each row's severity, scope and "shown" agree with the source.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '@avios/sdk/errors';
import type { CatalogueEntry } from '@avios/sdk';
import { ELEMENT_ERROR_CODES } from './events';

const PAGE = fileURLToPath(new URL('../../../../docs/errors.md', import.meta.url));

/** The numbered families of `ErrorCode` outside the table: the catalogue says `unhandled_error`. */
const FAMILIES = ['network_error_{status}', 'api_error_{n}'] as const;

interface Row {
  code: string;
  severity: string;
  scope: string;
  shown: string;
  line: number;
}

/** Every table row of the page whose first cell is one backticked code. */
function rowsOf(markdown: string): Row[] {
  const rows: Row[] = [];
  markdown.split('\n').forEach((text, index) => {
    const cells = text.split('|').map((cell) => cell.trim());
    // `| a | b |` splits into ['', 'a', 'b', '']
    const code = /^`([a-z0-9_{}]+)`$/.exec(cells[1] ?? '')?.[1];
    if (!code || cells.length < 6) return;
    rows.push({
      code,
      severity: cells[2] ?? '',
      scope: cells[3] ?? '',
      shown: cells[4] ?? '',
      line: index + 1,
    });
  });
  return rows;
}

interface Expected {
  severity: string;
  scope: string;
  shown: boolean;
}

function fromCatalogue(entry: CatalogueEntry): Expected {
  return { severity: entry.severity, scope: entry.scope ?? 'global', shown: !entry.silent };
}

/** Each code the page must list, with what its row must say. */
function expectedCodes(): Map<string, Expected> {
  const expected = new Map<string, Expected>();
  for (const entry of Object.values(ERROR_CATALOGUE)) {
    if (!entry.suppressed) expected.set(entry.code, fromCatalogue(entry));
  }
  for (const family of FAMILIES) {
    expected.set(family, fromCatalogue(ERROR_CATALOGUE.unhandled_error));
  }
  for (const [code, { severity, scope, shown }] of Object.entries(ELEMENT_ERROR_CODES)) {
    expected.set(code, { severity, scope, shown });
  }
  return expected;
}

describe('docs/errors.md', () => {
  const rows = rowsOf(readFileSync(PAGE, 'utf8'));
  const expected = expectedCodes();

  it('has code tables to check', () => {
    expect(rows.length).toBeGreaterThan(10);
  });

  it('lists every catalogue code that can fire, both numbered families and the elements’ codes', () => {
    const listed = new Set(rows.map((row) => row.code));
    const missing = [...expected.keys()].filter((code) => !listed.has(code));
    expect(missing, 'codes missing from docs/errors.md').toEqual([]);
  });

  it('lists nothing else: no suppressed code, no unknown code, no code twice', () => {
    const extra = rows.filter((row) => !expected.has(row.code)).map((row) => row.code);
    expect(extra, 'codes that never reach a host').toEqual([]);
    const twice = rows.filter((row, i) => rows.findIndex((r) => r.code === row.code) !== i);
    expect(twice.map((row) => row.code)).toEqual([]);
  });

  it('says the severity, scope and visibility the catalogue gives each code', () => {
    const wrong = rows.flatMap((row) => {
      const want = expected.get(row.code);
      if (!want) return [];
      const got = { severity: row.severity, scope: row.scope, shown: row.shown === 'yes' };
      const shownCell = row.shown === 'yes' || row.shown === 'no';
      return shownCell &&
        got.severity === want.severity &&
        got.scope === want.scope &&
        got.shown === want.shown
        ? []
        : [`line ${row.line} ${row.code}: ${JSON.stringify(got)}, want ${JSON.stringify(want)}`];
    });
    expect(wrong).toEqual([]);
  });

  it('never lists a suppressed code in a table (it never fires)', () => {
    const suppressed = Object.values(ERROR_CATALOGUE)
      .filter((entry) => entry.suppressed)
      .map((entry) => entry.code as string);
    expect(suppressed.length).toBeGreaterThan(0);
    expect(rows.filter((row) => suppressed.includes(row.code))).toEqual([]);
  });
});
