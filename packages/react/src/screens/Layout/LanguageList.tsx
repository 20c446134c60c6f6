import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { PARTNER_CONFIG } from '@avios/sdk/rules';
import { assetImage, linkedList, str } from '../../content/contentFields';
import type { LanguageContent, LayoutContent } from '../../content/contentTypes';
import { useAvios } from '../../hooks/useAvios';
import { useAviosContext } from '../../hooks/useAviosContext';

export interface LanguageListProps {
  copy: LayoutContent;
}

function Flag({ item }: { item: LanguageContent }) {
  const flag = assetImage(item.flagImage);
  // decorative: the initials and the name say which language it is
  return flag ? (
    <img className="avios-language__flag" src={flag.url} alt="" width={20} height={14} />
  ) : null;
}

/**
 * The language list of the header (spec §3 language item): a button with the current
 * language's flag and initials opens the partner's languages, each with its flag, initials
 * and name; choosing one switches the SDK context language, and the market to the item's
 * country when the partner has that market (spec §9: BA GB, US; EI IE, GB, US). The spec's
 * layout has no market selector (§2): the language item's country is the market's choice.
 * A disclosure of plain buttons: Tab moves through them, Escape closes the list and returns
 * focus to its button.
 */
export function LanguageList({ copy }: LanguageListProps) {
  const { context } = useAvios();
  const { partner, language } = useAviosContext();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const allowed: readonly string[] = PARTNER_CONFIG[partner].languages;
  const items = linkedList<LanguageContent>(copy.languages).filter((l) =>
    allowed.includes(str(l.isoCode)),
  );
  const current = items.find((item) => item.isoCode === language) ?? items[0];

  useEffect(() => {
    if (!open) return;
    // a click anywhere else closes the list
    const onDown = (e: PointerEvent) => {
      if (root.current && !e.composedPath().includes(root.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  if (items.length < 2 || !current) return null;
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      close();
    }
  };
  const choose = (item: LanguageContent) => {
    // spec §4: each change validated against the partner's lists (an unknown market is kept)
    context.setLanguage(str(item.isoCode));
    context.setMarket(str(item.country));
    close();
  };

  return (
    <div className="avios-language" part="language-list" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className="avios-language__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <Flag item={current} />
        <span className="avios-visually-hidden">{`${str(copy.languageSelectorLabel)}: `}</span>
        <span lang={str(current.isoCode)}>{str(current.initials) || str(current.label)}</span>
      </button>
      <ul
        id={listId}
        className="avios-language__list"
        aria-label={str(copy.languageSelectorLabel)}
        hidden={!open}
      >
        {items.map((item) => {
          const iso = str(item.isoCode);
          return (
            <li key={iso}>
              <button
                type="button"
                lang={iso}
                aria-current={iso === language ? 'true' : undefined}
                onClick={() => choose(item)}
              >
                <Flag item={item} />
                <span className="avios-language__initials" aria-hidden="true">
                  {str(item.initials)}
                </span>
                <span>{str(item.label) || str(item.initials)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
