/// <reference types="vite/client" />
// Entry of `dist/avios-loader.js`: one small script that registers every avios-*
// tag of the element table (src/elements.ts) and `<avios-config>`, and fetches an element's
// screens (its `src/<tag>/render.ts`) the first time one of its tags connects. Every element on
// the page then shares one copy of the SDK (one sign-in client, one query cache, one checkout
// draft): the screens of all tags are built together, so what they have in common is one set of
// chunks, fetched once. Each screens chunk is fetched with everything it imports in parallel
// (module preload), never one after the other; the first screen's reads leave with them.
import { requestFirstReads } from './shared/earlyStore';
import { elementClass } from './shared/elementClass';
import type { ElementKind } from './elements';
import type { ElementScreensModule, ElementValues } from './shared/renderer';
import { configure, defineConfigElement, setAssetPath } from './shared/pageConfig';
import { ELEMENT_PROPS } from './shared/tags';
import { showUnavailable } from './shared/unavailable';
import type { AviosTag } from './shared/tags';

// one chunk per element's screens, fetched on demand (a glob, for the bundler: a dynamic
// import needs a path it can read)
const SCREENS = import.meta.glob<ElementScreensModule>('./avios-*/render.ts');

/** Once screens have arrived, the SDK they bring asks for itself (and caches what it has). */
let arrived = false;

if (typeof customElements !== 'undefined') {
  for (const tag of Object.keys(ELEMENT_PROPS) as AviosTag[]) {
    const screens = SCREENS[`./${tag}/render.ts`];
    // every row has its screens (elements.test.ts)
    if (customElements.get(tag) || !screens) continue;
    const load = () =>
      screens().then((module) => {
        arrived = true;
        return module.render;
      });
    // the first screen's reads leave now, while the screens download (earlyAnswers.ts, a
    // small chunk of its own, which takes them from the queue as it evaluates: the loader
    // stays small)
    const kind = tag.slice('avios-'.length) as ElementKind;
    const start = (element: HTMLElement, values: ElementValues) => {
      if (arrived) return;
      requestFirstReads(kind, element, values);
      // a failed download leaves the reads to the runtime
      import('./shared/earlyAnswers').catch(() => undefined);
    };
    customElements.define(
      tag,
      elementClass(ELEMENT_PROPS[tag], { load, start, unavailable: showUnavailable }),
    );
  }
}
defineConfigElement();

export { configure, setAssetPath };
