// Small readers for content fields: entries come from the SDK's content module with links
// resolved (a linked entry is `{sys, fields}`, an image asset `{fields: {file: {url}}}`).

/** A string field, or `''` when missing (copy is never invented here). */
export function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Replaces `{name}` placeholders (content model convention); unknown ones stay as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** The fields of a linked entry, or `undefined`. */
function linkedFields<T = Record<string, unknown>>(value: unknown): T | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const fields = (value as { fields?: unknown }).fields;
  return fields && typeof fields === 'object' ? (fields as T) : undefined;
}

/** The fields of each linked entry in a list, skipping unresolved links. */
export function linkedList<T = Record<string, unknown>>(value: unknown): T[] {
  if (!Array.isArray(value)) return [];
  return value.map((v) => linkedFields<T>(v)).filter((v): v is T => v !== undefined);
}

export interface ImageAsset {
  url: string;
  alt: string;
  /** Intrinsic size from the asset's file details, when the content service gives it. */
  width?: number | undefined;
  height?: number | undefined;
}

/**
 * The address and description of a linked image asset. Content-service urls are
 * protocol-relative (`//host/x.svg`) and stay so: the browser uses the page's protocol.
 */
export function assetImage(value: unknown): ImageAsset | undefined {
  const fields = linkedFields<{
    file?: { url?: unknown; details?: { image?: { width?: unknown; height?: unknown } } };
    description?: unknown;
    title?: unknown;
  }>(value);
  const url = fields?.file?.url;
  if (typeof url !== 'string' || url === '') return undefined;
  const size = fields?.file?.details?.image;
  const dimension = (n: unknown) => (typeof n === 'number' && n > 0 ? n : undefined);
  return {
    url,
    alt: str(fields?.description) || '',
    width: dimension(size?.width),
    height: dimension(size?.height),
  };
}

/** An array of plain objects from a JSON field (`[{label, url}]`). */
export function objectList<T extends Record<string, unknown>>(value: unknown): T[] {
  return Array.isArray(value)
    ? value.filter((v): v is T => v !== null && typeof v === 'object' && !Array.isArray(v))
    : [];
}
