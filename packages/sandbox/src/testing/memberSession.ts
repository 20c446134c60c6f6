// A member signed in from a test process, without a browser, for test tools that call the
// purchase API beside a browser's session: the browser's DPoP key is non-extractable (spec §7
// proof header), so its token cannot be replayed from outside; the tool signs the member in
// itself and proves its own key.
import { createBrowserless } from './browserless';
import { fetchWithProof, memberDpopKey } from './dpop';
import type { ReadAnswer } from './dpop';

export interface MemberSession {
  /** The member's access token, bound to the test process's key. */
  token: string;
  /** fetch with `Authorization: DPoP` and a proof; the API's nonce demand is answered once. */
  fetch(url: string, init?: RequestInit): Promise<ReadAnswer>;
}

/** Signs `username` in at the identity provider (`issuer`, with its trailing slash). */
export async function signInMember(
  issuer: string,
  clientId: string,
  username: string,
  password = 'avios',
): Promise<MemberSession> {
  const member = createBrowserless(issuer);
  const back = await member.submit(await member.authorize(clientId), { username, password });
  const tokens = await member.exchange(clientId, back.url);
  if (tokens.status !== 200) {
    throw new Error(`Signing ${username} in failed: ${JSON.stringify(tokens.body)}`);
  }
  const token = String(tokens.body.access_token);
  const key = await memberDpopKey();
  const nonces = new Map<string, string>();
  return { token, fetch: (url, init = {}) => fetchWithProof(key, nonces, url, { ...init, token }) };
}
