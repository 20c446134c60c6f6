// spec §5: content responses must have a non-empty items list.
import { z } from './zodSettings';

const anyFields = z.record(z.string(), z.unknown());

/**
 * Schema of a content-service `getEntries` answer whose `items` must not be empty. Pass a
 * schema for `fields` to check them too (any zod 4 schema, classic or mini). Unknown keys
 * (`includes`, `sys`, `metadata`) pass through untouched so that links still resolve.
 * Defaults to any fields.
 */
export function contentEntriesSchema<F extends z.core.$ZodType = typeof anyFields>(fields?: F) {
  const entry = z.looseObject({
    sys: z.looseObject({ id: z.string() }),
    fields: (fields ?? anyFields) as F,
  });
  return z.looseObject({ items: z.array(entry).check(z.minLength(1)) });
}

export type ContentEntries<F extends z.core.$ZodType = typeof anyFields> = z.output<
  ReturnType<typeof contentEntriesSchema<F>>
>;
