// @vitest-environment happy-dom
// The stylesheet through the browser cascade (happy-dom computes specificity and var()):
// what colours a member actually sees on links and link buttons.
import type { CSSProperties } from 'react';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkButton } from '../components/LinkButton';
import type { LinkButtonProps } from '../components/LinkButton';
import { renderWithAvios } from '../testing/renderWithAvios';
import { AviosStyles } from './AviosStyles';

afterEach(cleanup);

const IB_RED = '#c8102e';
const WHITE = '#ffffff';

describe('aviosCss link colours', () => {
  it.each<[string, LinkButtonProps['variant'], string, string]>([
    ['primary link button', 'primary', WHITE, IB_RED],
    ['secondary link button', 'secondary', IB_RED, WHITE],
    ['plain link', 'link', IB_RED, ''],
  ])('%s (variant %s): text %s on background "%s"', (_name, variant, color, background) => {
    renderWithAvios(
      <div className="avios-root" data-partner="IB">
        <AviosStyles />
        <LinkButton href="/" variant={variant}>
          Home
        </LinkButton>
      </div>,
    );
    const style = getComputedStyle(screen.getByRole('link', { name: 'Home' }));
    expect(style.color).toBe(color);
    expect(style.backgroundColor).toBe(background);
  });

  it('leaves component link classes (article titles) their own colour', () => {
    renderWithAvios(
      <div className="avios-root" data-partner="IB">
        <AviosStyles />
        <a className="avios-article__link" href="/a">
          Article
        </a>
      </div>,
    );
    expect(getComputedStyle(screen.getByRole('link', { name: 'Article' })).color).toBe('#1f2937');
  });

  it.each([
    ['the brand primary', {}, IB_RED],
    ['a partner primary, which links follow', { '--avios-color-primary': '#123456' }, '#123456'],
    [
      'a partner link colour, over the primary',
      { '--avios-color-primary': '#123456', '--avios-color-link': '#654321' },
      '#654321',
    ],
  ])('a plain link takes %s', (_name, tokens, color) => {
    renderWithAvios(
      <div style={tokens as CSSProperties}>
        <div className="avios-root" data-partner="IB">
          <AviosStyles />
          <LinkButton href="/" variant="link">
            Home
          </LinkButton>
        </div>
      </div>,
    );
    expect(getComputedStyle(screen.getByRole('link', { name: 'Home' })).color).toBe(color);
  });
});

describe('<AviosStyles adopt />', () => {
  it('adopts one constructable sheet into the document, renders no <style>, and styles the same', () => {
    const { container, unmount } = renderWithAvios(
      <div className="avios-root" data-partner="IB">
        <AviosStyles adopt />
        <AviosStyles adopt />
        <LinkButton href="/" variant="secondary">
          Home
        </LinkButton>
      </div>,
    );
    expect(container.querySelector('style')).toBeNull();
    const sheets = document.adoptedStyleSheets;
    expect(sheets).toHaveLength(1);
    expect([...sheets[0]!.cssRules].some((rule) => rule.cssText.includes('.avios-root'))).toBe(
      true,
    );
    expect(getComputedStyle(screen.getByRole('link', { name: 'Home' })).color).toBe(IB_RED);
    unmount();
    document.adoptedStyleSheets = [];
  });

  it('renders the <style> (with its nonce) without adopt', () => {
    const { container } = renderWithAvios(<AviosStyles nonce="n0nce" />);
    expect(container.querySelector('style[data-avios-styles]')?.getAttribute('nonce')).toBe(
      'n0nce',
    );
  });
});
