import { z } from './zodSettings';
import { SdkError } from '../errors/sdkError';

/** Dotted paths of a zod error's issues, such as `availableProducts.0`; `(root)` for the whole value. */
export function issuePaths(error: z.core.$ZodError): string[] {
  const paths = error.issues.map((issue) =>
    issue.path.length === 0 ? '(root)' : issue.path.map(String).join('.'),
  );
  return [...new Set(paths)];
}

/**
 * Checks `data` against `schema` and returns the parsed value (spec §5: every response and
 * stored draft is schema-checked). A mismatch raises `SdkError('schema_validation_failed')`
 * whose `paths` name the offending fields; the ZodError stays in `cause` and never leaks.
 * Takes any zod 4 schema: the SDK's own (zod/mini) and a host's classic `zod` ones alike.
 */
export function parseAnswer<S extends z.core.$ZodType>(
  schema: S,
  data: unknown,
  what: string,
): z.output<S> {
  const result = z.safeParse(schema, data);
  if (result.success) return result.data;
  const paths = issuePaths(result.error);
  throw new SdkError('schema_validation_failed', {
    message: `Unexpected answer from ${what} at ${paths.join(', ')}`,
    cause: result.error,
    paths,
  });
}
