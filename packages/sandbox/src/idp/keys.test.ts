// The identity provider's signing key is kept across restarts in its folder, and a folder that
// cannot be written (a read-only install of the package) does not stop the sandbox.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadSigningKey } from './keys';

const dir = mkdtempSync(join(tmpdir(), 'avios-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadSigningKey', () => {
  it('writes the key on first use and reads the same key back on the next start', async () => {
    const warn = vi.fn();
    const first = await loadSigningKey(join(dir, 'keys'), warn);
    const second = await loadSigningKey(join(dir, 'keys'), warn);
    expect(second.privateJwk).toEqual(first.privateJwk);
    expect(first.publicJwk).not.toHaveProperty('d');
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps a new key in memory and says so when the folder cannot be written', async () => {
    // a file where the folder should be: mkdir fails as on a read-only install
    writeFileSync(join(dir, 'taken'), '');
    const warn = vi.fn();
    const key = await loadSigningKey(join(dir, 'taken', 'keys'), warn);
    expect(key.privateJwk).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(warn.mock.calls.at(-1)?.[0]).toMatch(/cannot be written .*SANDBOX_KEYS_DIR/);
  });
});
