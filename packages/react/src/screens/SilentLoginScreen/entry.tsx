// The silent sign-in page's registry entry (registry/screenEntry.ts): it has no screen.
import type { ScreenEntry } from '../registry/screenEntry';

// spec §2: an empty page used for silent sign-in.
export const silentLoginEntry: ScreenEntry = { frame: 'alone', load: 'first', render: () => null };
