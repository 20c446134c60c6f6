// zod as the SDK's schema modules import it: the functional `zod/mini` API (tree-shakes to
// what the schemas use, ~6 KB brotli against ~21 KB for classic zod), with the SDK's global
// settings applied first.
// A strict Content-Security-Policy has no `eval` (docs/security.md): zod must not compile its
// parsers with `new Function`, nor probe whether it may (a caught probe is still reported as
// a violation). zod/mini's own objects never compile, but the setting is global and also
// covers classic zod schemas a host passes in (the `fields` of content queries); the probe
// runs when such a schema first parses, so this comes before every schema.
// No error-message locale is loaded (zod/mini has none by default, so issues read "Invalid
// input"): the SDK reports issue paths (spec §5), and members see the error catalogue's text,
// never zod's.
// packages/sdk/package.json lists this file under `sideEffects`, so bundlers keep the call.
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };
