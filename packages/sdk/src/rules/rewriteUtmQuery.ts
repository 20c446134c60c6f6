/**
 * spec §2: a campaign link whose query carries utm_source, utm_medium and utm_content and
 * holds more than one `?` (a tracking tool appended a second query) reloads with the second
 * query segment. Returns that segment as a search string (`?…`, ready for
 * `location.search`), or `null` when the rule does not apply or the segment is empty.
 * A `search` without its leading `?` is read as if it had one.
 */
export function rewriteUtmQuery(search: string): string | null {
  const query = search.startsWith('?') ? search : `?${search}`;
  const segments = query.split('?');
  if (segments.length < 3) return null;
  if (!['utm_source', 'utm_medium', 'utm_content'].every((key) => query.includes(key))) {
    return null;
  }
  const second = segments[2];
  return second ? `?${second}` : null;
}
