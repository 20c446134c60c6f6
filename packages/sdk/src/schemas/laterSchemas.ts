// The schemas of the answers only later steps and signed-in members read (laterAnswers.ts),
// out of the first render's download: fetched when the browser is first idle or at the
// member's first interaction (`laterModule`), and otherwise alongside the first call that
// needs one, so the call never waits for it after its answer is in. Each schema is built once,
// when the module is first evaluated; the check is the same as for the first screens' answers
// (spec §5: every response is schema-checked, a mismatch is `schema_validation_failed`).
import { laterModule } from '../later';
import { SdkError } from '../errors/sdkError';
import { parseAnswer } from './parseAnswer';
import type { z } from './zodSettings';
import type * as LaterAnswers from './laterAnswers';

type Module = typeof LaterAnswers;
/** The name of each schema of laterAnswers.ts, such as `userSchema`. */
export type LaterSchemaName = {
  [K in keyof Module]: Module[K] extends z.core.$ZodType ? K : never;
}[keyof Module];

const module = /* @__PURE__ */ laterModule(() => import('./laterAnswers'));

/** The module of the later schemas, fetched (or joined) now. */
function loadLaterSchemas(): Promise<Module> {
  return module.load().catch((cause: unknown) => {
    // the module could not be downloaded: for the member, a failed call like any other
    // (tried again on the next call)
    throw new SdkError('network_error_unhandled', {
      message: 'The answer schemas could not be loaded',
      cause,
    });
  });
}

/**
 * `answer` checked against the later schema `name` (fetched alongside it): the parsed value,
 * or `SdkError('schema_validation_failed')` naming the offending fields. The call's own error,
 * if it fails, wins over a failed download of the schemas.
 */
export async function checkLater<K extends LaterSchemaName>(
  name: K,
  answer: Promise<unknown>,
  what: string,
): Promise<z.output<Module[K]>> {
  const schemas = loadLaterSchemas();
  // the call's failure first; a schemas' failure is then the one reported
  schemas.catch(() => undefined);
  const data = await answer;
  return parseAnswer((await schemas)[name] as Module[K], data, what) as z.output<Module[K]>;
}
