import { useEffect, useRef } from 'react';
import { useAvios, useAviosContext, useNavigation } from '@avios/react';
import { replaceLocale } from './routing/locale';

/**
 * Keeps the locale segment of the address (spec §2) and the SDK context language in step:
 * a new locale in the address sets the language (when the partner allows it); a language
 * chosen in the header while the address has a locale moves the address to that locale.
 */
export function LocaleSync({ locale }: { locale: string | undefined }) {
  const { context } = useAvios();
  const { ready, language } = useAviosContext();
  const { navigate, location } = useNavigation();
  const applied = useRef<string | undefined>(undefined);
  const current = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!ready || !locale) return;
    if (applied.current !== locale) {
      applied.current = locale;
      if (locale !== language) context.setLanguage(locale);
      return;
    }
    if (language !== locale) navigate(replaceLocale(current, language), { replace: true });
    // current is read, not watched: only a change of language or locale acts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, locale, language, context, navigate]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return null;
}
