// @vitest-environment happy-dom
// Content images as the browser receives them: a <picture> offering avif, then webp, at the
// spec §9 widths, a jpg <img> that reserves its box, and the blurred 20 px placeholder; the
// background variant behind its section; the discovery screen using both.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AviosStyles } from '../styles/AviosStyles';
import { CONTENT, DISCOVERY } from '../testing/content';
import { renderWithAvios } from '../testing/renderWithAvios';
import { DiscoveryScreen } from '../screens/DiscoveryScreen/DiscoveryScreen';
import { ResponsiveImage } from './ResponsiveImage';

afterEach(cleanup);

const ASSET = '//cdn.test/images/gift.svg';
const srcSet = (fm: string) =>
  [767, 1199, 1512].map((w) => `${ASSET}?w=${w}&fm=${fm} ${w}w`).join(', ');

describe('ResponsiveImage', () => {
  it('offers avif then webp at 767, 1199 and 1512 px over a 1512 px jpg that keeps its box', () => {
    const { container } = render(
      <ResponsiveImage src={ASSET} alt="A gift" width={400} height={225} sizes="33vw" />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset')])).toEqual([
      ['image/avif', srcSet('avif')],
      ['image/webp', srcSet('webp')],
    ]);
    expect(sources.map((s) => s.getAttribute('sizes'))).toEqual(['33vw', '33vw']);
    const img = screen.getByRole('img', { name: 'A gift' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img.getAttribute('src')).toBe(`${ASSET}?w=1512&fm=jpg`);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['400', '225']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it('puts the 20 px jpg behind the image for the blurred placeholder', () => {
    const { container } = render(<ResponsiveImage src={ASSET} alt="" width={4} height={3} />);
    const picture = container.querySelector('picture')!;
    expect(picture.style.getPropertyValue('--avios-image-placeholder')).toBe(
      `url("${ASSET}?w=20&fm=jpg")`,
    );
  });

  it('as a background: decorative, loaded at once, drawn behind its section', () => {
    const { container } = render(
      <div className="avios-root">
        <AviosStyles />
        <section className="avios-hero">
          <ResponsiveImage background src={ASSET} alt="ignored" width={1512} height={600} />
        </section>
      </div>,
    );
    expect(screen.queryByRole('img')).toBeNull(); // alt="" is presentation
    const img = container.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('loading')).toBe('eager');
    const picture = getComputedStyle(container.querySelector('picture')!);
    expect([picture.position, picture.zIndex]).toEqual(['absolute', '-1']);
    const hero = getComputedStyle(container.querySelector('section')!);
    expect([hero.position, hero.isolation]).toEqual(['relative', 'isolate']);
  });

  it.each(['javascript:alert(1)', 'data:image/svg+xml,<svg/>', '/images/x.svg', ''])(
    'renders nothing for %j',
    (src) => {
      const { container } = render(<ResponsiveImage src={src} alt="x" width={1} height={1} />);
      expect(container.innerHTML).toBe('');
    },
  );
});

describe('DiscoveryScreen images', () => {
  it('draws the hero background and the product cards as responsive pictures', async () => {
    const hero = { fields: { file: { url: '//img.test/hero.svg' }, description: 'Sunset' } };
    const { container } = renderWithAvios(<DiscoveryScreen />, {
      content: { ...CONTENT, discoveryPage: [{ ...DISCOVERY, heroBackgroundImage: hero }] },
    });
    await screen.findByRole('heading', { level: 1, name: 'Collect more Avios' });
    const background = container.querySelector('.avios-hero .avios-picture--background img');
    expect(background?.getAttribute('alt')).toBe('');
    expect(
      container.querySelector('.avios-hero source[type="image/avif"]')?.getAttribute('srcset'),
    ).toContain('//img.test/hero.svg?w=1512&fm=avif 1512w');
    expect(container.querySelector('.avios-hero')?.getAttribute('style')).toBeNull();
    const card = container.querySelector('.avios-product-card picture img');
    expect(card?.getAttribute('src')).toBe('//img.test/purchase.jpg?w=1512&fm=jpg');
  });
});
