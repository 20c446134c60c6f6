import { describe, expect, it } from 'vitest';
import { IMAGE_PLACEHOLDER_WIDTH, IMAGE_WIDTHS } from './constants';
import { responsiveImage } from './responsiveImage';

const HERO = '//localhost:4012/images/hero-ib.svg';

describe('responsiveImage (spec §9 image widths, formats and placeholder)', () => {
  it('offers avif then webp at 767, 1199 and 1512 px, a 1512 px jpg and a 20 px jpg', () => {
    expect(responsiveImage(HERO)).toEqual({
      sources: [
        {
          type: 'image/avif',
          srcSet: `${HERO}?w=767&fm=avif 767w, ${HERO}?w=1199&fm=avif 1199w, ${HERO}?w=1512&fm=avif 1512w`,
        },
        {
          type: 'image/webp',
          srcSet: `${HERO}?w=767&fm=webp 767w, ${HERO}?w=1199&fm=webp 1199w, ${HERO}?w=1512&fm=webp 1512w`,
        },
      ],
      src: `${HERO}?w=1512&fm=jpg`,
      placeholder: `${HERO}?w=20&fm=jpg`,
    });
  });

  it('takes its widths from the spec constants', () => {
    const image = responsiveImage(HERO)!;
    for (const source of image.sources) {
      expect(source.srcSet.split(', ').map((c) => c.split(' ')[1])).toEqual(
        IMAGE_WIDTHS.map((w) => `${w}w`),
      );
    }
    expect(image.placeholder).toContain(`w=${IMAGE_PLACEHOLDER_WIDTH}&`);
  });

  it.each([
    // protocol-relative stays so: the browser uses the page's protocol
    [
      'protocol-relative',
      '//images.ctfassets.net/s/a/b/x.jpg',
      '//images.ctfassets.net/s/a/b/x.jpg?w=1512&fm=jpg',
    ],
    [
      'https',
      'https://images.ctfassets.net/x.jpg',
      'https://images.ctfassets.net/x.jpg?w=1512&fm=jpg',
    ],
    [
      'http, with spaces around',
      '  http://localhost:4012/images/a.svg ',
      'http://localhost:4012/images/a.svg?w=1512&fm=jpg',
    ],
    ['capital scheme', 'HTTPS://cdn.example/x.png', 'https://cdn.example/x.png?w=1512&fm=jpg'],
    [
      'other parameters kept',
      '//cdn.example/x.jpg?q=70&fit=fill',
      '//cdn.example/x.jpg?q=70&fit=fill&w=1512&fm=jpg',
    ],
    [
      'its own w and fm replaced',
      '//cdn.example/x.jpg?fm=png&w=10&q=70',
      '//cdn.example/x.jpg?fm=jpg&w=1512&q=70',
    ],
    [
      'a fragment stays last',
      'https://cdn.example/x.jpg#top',
      'https://cdn.example/x.jpg?w=1512&fm=jpg#top',
    ],
    [
      'a space in the path encoded',
      '//cdn.example/my image.jpg',
      '//cdn.example/my%20image.jpg?w=1512&fm=jpg',
    ],
  ])('%s: %j -> src %j', (_name, url, src) => {
    expect(responsiveImage(url)?.src).toBe(src);
  });

  it.each([
    ['data', 'data:image/svg+xml,<svg/>'],
    ['javascript', 'javascript:alert(1)'],
    ['blob', 'blob:https://shop.example/1234'],
    ['ftp', 'ftp://cdn.example/x.jpg'],
    ['relative path', '/images/hero-ib.svg'],
    ['relative word', 'hero-ib.svg'],
    ['no host', '///images/x.svg'],
    ['http without slashes', 'https:cdn.example/x.jpg'],
    ['unparsable host', '//exa mple.com/x.jpg'],
    ['empty', ''],
    ['undefined', undefined],
    ['not a string', { url: HERO }],
  ])('%s is refused', (_name, url) => {
    expect(responsiveImage(url)).toBeUndefined();
  });
});
