// @vitest-environment happy-dom
// The header's language list (spec §3 language item): choosing an item sets the context's
// language, and its market to the item's country where the partner has that market (§4, §9).
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Partner } from '@avios/sdk';
import { LAYOUT } from '../../testing/content';
import { renderWithAvios } from '../../testing/renderWithAvios';
import { LanguageList } from './LanguageList';

afterEach(cleanup);

/** The sandbox's language items (layoutCopy.ts): initials are the country. */
const item = (isoCode: string, country: string, label: string) => ({
  sys: { id: `language-${isoCode}` },
  fields: { isoCode, country, initials: country, label },
});
const ITEMS = [
  item('en-GB', 'GB', 'English (UK)'),
  item('en-US', 'US', 'English (US)'),
  item('es-ES', 'ES', 'Español'),
  item('en-IE', 'IE', 'English (Ireland)'),
];

function renderList(partner: Partner, language: string) {
  const copy = { ...LAYOUT, languages: ITEMS } as unknown as Parameters<
    typeof LanguageList
  >[0]['copy'];
  return renderWithAvios(<LanguageList copy={copy} />, { partner, language });
}

function choose(label: string) {
  fireEvent.click(screen.getByRole('button', { name: /^Language: / }));
  const list = screen.getByRole('list', { name: 'Language' });
  act(() => {
    fireEvent.click(within(list).getByRole('button', { name: label }));
  });
}

describe('LanguageList', () => {
  it('offers only the partner’s languages (spec §9)', () => {
    renderList('EI', 'en-GB');
    fireEvent.click(screen.getByRole('button', { name: /^Language: / }));
    const list = screen.getByRole('list', { name: 'Language' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['GBEnglish (UK)', 'IEEnglish (Ireland)']);
  });

  it.each([
    ['BA', 'en-GB', 'English (US)', { language: 'en-US', market: 'US' }],
    ['BA', 'en-US', 'English (UK)', { language: 'en-GB', market: 'GB' }],
    ['EI', 'en-GB', 'English (Ireland)', { language: 'en-IE', market: 'IE' }],
  ] as const)(
    '%s in %s: choosing %s sets the language and the market of its country',
    (partner, language, label, expected) => {
      const { avios } = renderList(partner, language);
      choose(label);
      expect(avios.context.current()).toEqual({ partner, ...expected });
    },
  );

  it('keeps the market when the item’s country is not one of the partner’s (IB has ES only)', () => {
    const { avios } = renderList('IB', 'es-ES');
    choose('English (UK)');
    expect(avios.context.current()).toEqual({ partner: 'IB', language: 'en-GB', market: 'ES' });
  });
});
