// zod as the SDK's schema modules import it: with the SDK's global settings applied first.
// A strict Content-Security-Policy has no `eval` (docs/security.md): zod must not compile its
// parsers with `new Function`, nor probe whether it may (a caught probe is still reported as
// a violation); the probe runs when a schema is built, so this comes before every schema.
// packages/sdk/package.json lists this file under `sideEffects`, so bundlers keep the call.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
