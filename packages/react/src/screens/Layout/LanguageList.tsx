import { useId } from 'react';
import { PARTNER_CONFIG } from '@avios/sdk';
import { linkedList, str } from '../../content/contentFields';
import type { LanguageContent, LayoutContent } from '../../content/contentTypes';
import { useAvios } from '../../hooks/useAvios';
import { useAviosContext } from '../../hooks/useAviosContext';

export interface LanguageListProps {
  copy: LayoutContent;
}

/**
 * The language list of the header: a native select (keyboard and screen-reader friendly)
 * that switches the SDK context language; only the partner's allowed languages are offered.
 */
export function LanguageList({ copy }: LanguageListProps) {
  const { context } = useAvios();
  const { partner, language } = useAviosContext();
  const id = useId();
  const allowed: readonly string[] = PARTNER_CONFIG[partner].languages;
  const items = linkedList<LanguageContent>(copy.languages).filter((l) =>
    allowed.includes(str(l.isoCode)),
  );
  if (items.length < 2) return null;
  return (
    <div className="avios-language" part="language-list">
      <label htmlFor={id} className="avios-visually-hidden">
        {str(copy.languageSelectorLabel)}
      </label>
      <select id={id} value={language} onChange={(e) => context.setLanguage(e.target.value)}>
        {items.map((item) => (
          <option key={item.isoCode} value={item.isoCode} lang={item.isoCode}>
            {str(item.label) || str(item.initials)}
          </option>
        ))}
      </select>
    </div>
  );
}
