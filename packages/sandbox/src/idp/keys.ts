// The identity provider's RS256 signing key, generated once into a git-ignored folder
// (packages/sandbox/.keys/, or the installed package's `.keys`) so tokens stay valid across
// restarts. Where that folder cannot be written (a read-only global install), the key lives
// in memory for this run only.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import type { JWK } from 'jose';

export interface SigningKey {
  /** Private JWK with `kid`, `alg` and `use`. */
  privateJwk: JWK;
  /** The public half, as served on /.well-known/jwks.json. */
  publicJwk: JWK;
}

function publicOf(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use } = jwk;
  return { kty, n, e, kid, alg, use };
}

export async function generateSigningKey(): Promise<SigningKey> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const privateJwk: JWK = {
    ...jwk,
    kid: await calculateJwkThumbprint(jwk),
    alg: 'RS256',
    use: 'sig',
  };
  return { privateJwk, publicJwk: publicOf(privateJwk) };
}

/**
 * Reads `dir/signing-key.json`, creating it on first use; when it cannot be written, warns and
 * returns a new key kept in memory.
 */
export async function loadSigningKey(
  dir: string,
  warn: (message: string) => void = (message) => console.warn(`[sandbox] ${message}`),
): Promise<SigningKey> {
  const file = join(dir, 'signing-key.json');
  try {
    const privateJwk = JSON.parse(await readFile(file, 'utf8')) as JWK;
    if (privateJwk.kty === 'RSA' && privateJwk.d)
      return { privateJwk, publicJwk: publicOf(privateJwk) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      warn(`${file} is unreadable; writing a new signing key.`);
    }
  }
  const key = await generateSigningKey();
  try {
    await mkdir(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, JSON.stringify(key.privateJwk, null, 2), { mode: 0o600 });
    await rename(tmp, file);
  } catch (error) {
    warn(
      `${file} cannot be written (${(error as NodeJS.ErrnoException).code ?? 'error'}): ` +
        'the signing key lasts until the sandbox stops. Set SANDBOX_KEYS_DIR to keep it.',
    );
  }
  return key;
}

/** Cookie-signing secrets derived from the key, so sessions also survive restarts. */
export function cookieKeys(key: SigningKey): string[] {
  return [createHash('sha256').update(`cookies:${key.privateJwk.d}`).digest('base64url')];
}
