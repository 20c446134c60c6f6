// Entry of `dist/avios-loader.js` (issue 12): one small script that registers every avios-*
// tag and `<avios-config>`, and fetches an element's screens the first time one of its tags
// connects. Every element on the page then shares one copy of the SDK (one sign-in client,
// one query cache, one checkout draft): the screens of all tags are built together, so what
// they have in common is one set of chunks, fetched once. Each screens chunk is fetched with
// everything it imports in parallel (module preload), never one after the other.
import { elementClass } from './shared/elementClass';
import type { ElementScreensModule } from './shared/renderer';
import { configure, defineConfigElement, setAssetPath } from './shared/pageConfig';
import { ELEMENT_PROPS } from './shared/tags';
import { showUnavailable } from './shared/unavailable';
import type { AviosTag } from './shared/tags';

const SCREENS: Record<AviosTag, () => Promise<ElementScreensModule>> = {
  'avios-purchase': () => import('./avios-purchase/render'),
  'avios-gift': () => import('./avios-gift/render'),
  'avios-transfer': () => import('./avios-transfer/render'),
  'avios-booster': () => import('./avios-booster/render'),
  'avios-subscribe': () => import('./avios-subscribe/render'),
  'avios-checkout': () => import('./avios-checkout/render'),
  'avios-discovery': () => import('./avios-discovery/render'),
};

if (typeof customElements !== 'undefined') {
  for (const tag of Object.keys(SCREENS) as AviosTag[]) {
    if (customElements.get(tag)) continue;
    const load = () => SCREENS[tag]().then((module) => module.render);
    customElements.define(
      tag,
      elementClass(ELEMENT_PROPS[tag], { load, unavailable: showUnavailable }),
    );
  }
}
defineConfigElement();

export { configure, setAssetPath };
