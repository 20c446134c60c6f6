// The CI rule of docs/versioning.md: a published package's change comes with a changeset.
import { describe, expect, it } from 'vitest';
import { parseChangeset, problems } from '../scripts/changeset-check.mjs';

const file = (name: string, text: string) => ({ file: name, parsed: parseChangeset(text) });

describe('changeset check', () => {
  it('reads the packages a changeset names and its text', () => {
    expect(
      parseChangeset(
        '---\n"@avios/sdk": minor\n\'@avios/elements\': patch\n---\n\nStats client.\n',
      ),
    ).toEqual({ packages: ['@avios/sdk', '@avios/elements'], summary: 'Stats client.' });
    expect(parseChangeset('no front matter')).toBeUndefined();
  });

  it('passes a changed package named by a pending changeset', () => {
    const sets = [file('a.md', '---\n"@avios/sdk": patch\n---\n\nFix.\n')];
    expect(problems(['@avios/sdk'], sets)).toEqual([]);
  });

  it('fails a changed package that no changeset names', () => {
    const sets = [file('a.md', '---\n"@avios/sdk": patch\n---\n\nFix.\n')];
    expect(problems(['@avios/sdk', '@avios/elements'], sets)).toEqual([
      '@avios/elements changed since the last release but no changeset names it (npx changeset)',
    ]);
  });

  it('lets an empty changeset with a reason stand for a change that releases nothing', () => {
    const sets = [file('b.md', '---\n---\n\nComments only: nothing a partner installs changes.\n')];
    expect(problems(['@avios/react'], sets)).toEqual([]);
  });

  it('refuses an empty changeset without a reason, and a file without front matter', () => {
    const sets = [file('c.md', '---\n---\n'), file('d.md', 'just text')];
    expect(problems(['@avios/react'], sets)).toEqual([
      '.changeset/c.md: an empty changeset must say why nothing is released',
      '.changeset/d.md: no front matter (--- … ---)',
    ]);
  });
});
