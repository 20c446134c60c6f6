import { useMemo } from 'react';
import type { QueryKey } from '@tanstack/query-core';
import type { Content, Partner } from '@avios/sdk';
import { useAvios } from './useAvios';
import { useAviosContext } from './useAviosContext';
import { useQuery } from './useQuery';
import type { UseQueryResult } from './useQuery';

export interface UseContentOptions {
  /** Load only when true (e.g. after the context is ready). Defaults to `true`. */
  enabled?: boolean;
}

/** Where `useContent` caches a content type: the same key for a read and for a prefetch. */
export function contentQueryKey(
  scope: { partner: string; language: string },
  contentType: string,
  filters?: Record<string, string>,
): QueryKey {
  const { partner, language } = scope;
  return ['avios', 'content', { partner, language }, contentType, JSON.stringify(filters ?? {})];
}

/** The query `useContent` runs: its cache key and the SDK content call behind it. */
export function contentQuery<T>(
  content: Content,
  scope: { partner: Partner; language: string },
  contentType: string,
  filters?: Record<string, string>,
) {
  return {
    queryKey: contentQueryKey(scope, contentType, filters),
    queryFn: () =>
      content.getEntries<T>(contentType, {
        partner: scope.partner,
        locale: scope.language,
        ...(filters ? { filters } : {}),
      }),
  };
}

/**
 * Fields of the entries of one content type for the current partner and language
 * (spec §1: page copy per language, filtered by partner code), cached in the SDK's query
 * client under `['avios', 'content', {partner, language}, contentType, filters]`.
 */
export function useContent<T = Record<string, unknown>>(
  contentType: string,
  filters?: Record<string, string>,
  options: UseContentOptions = {},
): UseQueryResult<T[]> {
  const { content } = useAvios();
  const { partner, language, ready } = useAviosContext();
  const filterKey = JSON.stringify(filters ?? {});
  const query = useMemo(
    () => contentQuery<T>(content, { partner, language }, contentType, filters),
    // filters is compared by its JSON form so an inline object does not refetch each render
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [content, partner, language, contentType, filterKey],
  );
  return useQuery<T[]>({ ...query, enabled: ready && (options.enabled ?? true) });
}

/** The first entry of a content type (a page's single content entry), or `undefined`. */
export function useContentEntry<T = Record<string, unknown>>(
  contentType: string,
  filters?: Record<string, string>,
  options?: UseContentOptions,
): UseQueryResult<T[]> & { entry: T | undefined } {
  const result = useContent<T>(contentType, filters, options);
  return { ...result, entry: result.status === 'success' ? result.data[0] : result.data?.[0] };
}
