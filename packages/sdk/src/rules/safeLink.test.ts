import { describe, expect, it } from 'vitest';
import { MAX_LINK_LENGTH, safeLink } from './safeLink';

describe('safeLink (content links: http(s), mailto, tel and internal paths only)', () => {
  it.each([
    ['/purchase', { internal: true, href: '/purchase' }],
    ['/gift?sizes=small#top', { internal: true, href: '/gift?sizes=small#top' }],
    ['  /purchase  ', { internal: true, href: '/purchase' }],
    ['https://www.iberia.com/es/', { internal: false, href: 'https://www.iberia.com/es/' }],
    ['HTTP://example.com', { internal: false, href: 'HTTP://example.com' }],
    ['mailto:help@example.com', { internal: false, href: 'mailto:help@example.com' }],
    ['tel:+34900111222', { internal: false, href: 'tel:+34900111222' }],
  ])('%j is allowed', (href, expected) => {
    expect(safeLink(href)).toEqual(expected);
  });

  it.each([
    ['javascript', 'javascript:alert(1)'],
    ['javascript in capitals', 'JavaScript:alert(1)'],
    ['javascript behind spaces', '  javascript:alert(1)'],
    ['javascript behind a control character', '\u0001javascript:alert(1)'],
    ['javascript split by a tab', 'java\tscript:alert(1)'],
    ['javascript split by a newline', 'java\nscript:alert(1)'],
    ['encoded javascript', 'javascript&#58;alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['file', 'file:///etc/passwd'],
    ['protocol-relative', '//evil.example/'],
    ['backslash host', '/\\evil.example/'],
    ['leading backslash', '\\\\evil.example/'],
    ['http without slashes', 'https:evil.example'],
    ['relative word', 'purchase'],
    ['empty', ''],
    ['spaces', '   '],
    ['too long', `/${'a'.repeat(MAX_LINK_LENGTH)}`],
    ['not a string', 42],
    ['null', null],
    ['an object', { href: '/purchase' }],
  ])('%s is refused', (_name, href) => {
    expect(safeLink(href)).toBeNull();
  });
});
