// Stands in for `zod` in the element bundles only (vite alias): the chainable API the SDK's
// schemas use (`z.string().min(1).optional()`), built on `zod/mini`. Full zod's classic API
// cannot be tree-shaken and costs ~21 KB brotli, a third of <avios-purchase>'s budget;
// zod/mini shares its parser core and costs ~6 KB. Same parsing, same issue paths
// (checked against real zod in zodLite.test.ts); error messages are zod/mini's terse ones,
// which the SDK never shows (it reports paths, spec §5).
// Only what packages/sdk uses is here. A schema method missing below fails when the bundle
// loads, not later: every schema is built at module load.
import * as m from 'zod/mini';

type Mini = m.ZodMiniType;
type Shape = Record<string, Mini>;

/** A zod/mini schema with the classic methods the SDK calls. */
type Chained<S extends Mini = Mini> = S & {
  optional(): Chained;
  nullable(): Chained;
  min(n: number): Chained;
  max(n: number): Chained;
  int(): Chained;
  nonnegative(): Chained;
  regex(pattern: RegExp): Chained;
  default(value: unknown): Chained;
  extend(shape: Shape): Chained;
  partial(): Chained;
};

const isNumber = (s: Mini) => s._zod.def.type === 'number';

function chain<S extends Mini>(schema: S): Chained<S> {
  const s = schema as Chained<S>;
  // the stand-in is typed loosely on purpose: the SDK compiles against real zod's types
  const check = (c: unknown): Chained =>
    chain((s as unknown as { check(c: unknown): Mini }).check(c));
  // `check()` and the wrappers return new zod/mini instances, which get the methods again
  s.optional = () => chain(m.optional(s));
  s.nullable = () => chain(m.nullable(s));
  s.min = (n) => check(isNumber(s) ? m.gte(n) : m.minLength(n));
  s.max = (n) => check(isNumber(s) ? m.lte(n) : m.maxLength(n));
  s.int = () => {
    // classic `.int()` is the safe-integer number format; the SDK calls it first in a chain
    if (!isNumber(s) || (s._zod.def.checks?.length ?? 0) > 0) {
      throw new Error('zod stand-in: .int() is supported directly after z.number() only');
    }
    return chain(m.int());
  };
  s.nonnegative = () => check(m.nonnegative());
  s.regex = (pattern) => check(m.regex(pattern));
  s.default = (value) => chain(m._default(s, value as never));
  s.extend = (shape) => chain(m.extend(s as unknown as m.ZodMiniObject, shape));
  s.partial = () => chain(m.partial(s as unknown as m.ZodMiniObject));
  return s;
}

const factories = {
  string: () => chain(m.string()),
  number: () => chain(m.number()),
  boolean: () => chain(m.boolean()),
  unknown: () => chain(m.unknown()),
  literal: (value: m.core.util.Literal) => chain(m.literal(value)),
  enum: (values: readonly string[]) => chain(m.enum(values as [string, ...string[]])),
  object: (shape: Shape) => chain(m.object(shape)),
  looseObject: (shape: Shape) => chain(m.looseObject(shape)),
  array: (element: Mini) => chain(m.array(element)),
  record: (key: Mini, value: Mini) => chain(m.record(key as never, value)),
  partialRecord: (key: Mini, value: Mini) => chain(m.partialRecord(key as never, value)),
  union: (options: readonly Mini[]) => chain(m.union(options as [Mini, ...Mini[]])),
  discriminatedUnion: (key: string, options: readonly Mini[]) =>
    chain(m.discriminatedUnion(key, options as never)),
  // zod's global settings (the SDK turns JIT off for strict CSPs)
  config: (settings: Parameters<typeof m.config>[0]) => m.config(settings),
};

/** `z` as the SDK imports it; an unknown factory fails loudly with its name. */
export const z = new Proxy(factories, {
  get(target, key) {
    if (key in target) return target[key as keyof typeof target];
    if (typeof key !== 'string' || key === 'then') return undefined;
    throw new Error(
      `zod stand-in (packages/elements/src/vendor/zodLite.ts): z.${String(key)} is not implemented`,
    );
  },
});
