// spec §4: the page a member was on is saved before login and restored (replace navigation)
// on return. Only same-origin relative paths are kept, so a crafted `returnTo` can never
// send the member to another site after sign-in.
import { isInternalPath } from '../rules/internalPath';

/** Storage key of the saved return path. */
export const RETURN_PATH_KEY = 'avios.session.returnPath';

/**
 * True for a same-origin relative path: starts with one `/`, not `//` or `/\` (which browsers
 * read as another host), and holds no control characters or whitespace that could hide one.
 */
export function isSafeReturnPath(path: unknown): path is string {
  if (typeof path !== 'string' || !isInternalPath(path)) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s\\]/.test(path)) return false;
  return true;
}

/** Saves `path` when it is safe; otherwise saves `/` so the member lands on the home page. */
export function saveReturnPath(storage: Storage | undefined, path: string): string {
  const safe = isSafeReturnPath(path) ? path : '/';
  try {
    storage?.setItem(RETURN_PATH_KEY, safe);
  } catch {
    // Storage may be full or blocked (private mode); the member then lands on the clean URL.
  }
  return safe;
}

/** Reads and removes the saved path; a tampered (unsafe) value is ignored. */
export function takeReturnPath(storage: Storage | undefined): string | undefined {
  try {
    const saved = storage?.getItem(RETURN_PATH_KEY);
    storage?.removeItem(RETURN_PATH_KEY);
    return isSafeReturnPath(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}
