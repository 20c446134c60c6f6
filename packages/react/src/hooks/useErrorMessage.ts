import { GENERIC_ERROR_TEXT } from '@avios/sdk/errors';
import { lookupError } from '@avios/sdk';
import type { ErrorMessageContent } from '@avios/sdk/content';
import { useAvios } from './useAvios';
import { useAviosContext } from './useAviosContext';
import { useQuery } from './useQuery';

export interface ErrorMessage {
  title: string;
  /** Plain text, or a rich-text document from content. */
  message: ErrorMessageContent['textContent'];
  /** True while the content is still loading (the text is the fallback meanwhile). */
  loading: boolean;
}

/**
 * Title and message for an error code (spec §4: looked up by code), from content; while it
 * loads or when content has none, the catalogue's fallback message or the generic text.
 */
export function useErrorMessage(code: string | undefined): ErrorMessage {
  const { content } = useAvios();
  const { partner, language, ready } = useAviosContext();
  const entry = code ? lookupError(code) : undefined;
  // generic entries share the one "generic" content key (spec §8 generic message)
  const key = entry && entry.code !== 'unhandled_error' ? entry.message : code;
  const result = useQuery<ErrorMessageContent | null>({
    queryKey: ['avios', 'content', { partner, language }, 'errorMessage', key ?? ''],
    queryFn: async () =>
      (await content.errorMessage(key ?? '', { partner, locale: language })) ?? null,
    enabled: ready && key !== undefined,
  });
  const found = result.status === 'success' ? result.data : null;
  if (found) return { title: found.title, message: found.textContent, loading: false };
  return {
    title: GENERIC_ERROR_TEXT.title,
    message: entry?.fallbackMessage ?? GENERIC_ERROR_TEXT.message,
    loading: result.status === 'pending' && key !== undefined,
  };
}
