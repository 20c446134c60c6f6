// Elements render their screens from the screen registry of @avios/react
// (docs/adding-a-screen.md). Each element passes the entries it shows, imported one by one,
// so its bundle carries only those screens; entries marked `later` arrive from the
// registry's on-demand chunk.
import type { ScreenEntry, ScreenProps } from '@avios/react';
import type { ScreenName } from '@avios/sdk/rules';
import type { ElementScreen } from './elementRoutes';

/**
 * A `renderScreen` for `<ElementRoot>` over the given registry entries; `extra` props (the
 * purchase element's selection callback) go to every screen.
 */
export function registryScreens(
  entries: Partial<Record<ScreenName, ScreenEntry>>,
  extra: Partial<ScreenProps> = {},
) {
  return function renderRegistryScreen(screen: ElementScreen) {
    const entry = entries[screen.screen];
    if (!entry) return null;
    // the page's title stays the host's
    return entry.render({
      ...extra,
      params: screen.transactionId ? { transactionId: screen.transactionId } : {},
      setDocumentTitle: false,
    });
  };
}
