// examples/plain-html/adyen.html names the stand-in for Adyen Web's browser build and
// stylesheet with their Subresource Integrity, as a live page names Adyen's CDN copies: the
// hashes must be those of the files, or the browser refuses them and the Drop-in tests would
// fail for the wrong reason (demo-host/e2e/adyen-element.spec.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../examples/plain-html/', import.meta.url);
const page = readFileSync(new URL('adyen.html', root), 'utf8');
const sri = (file: string) =>
  `sha384-${createHash('sha384')
    .update(readFileSync(new URL(file, root)))
    .digest('base64')}`;
const attribute = (name: string) => page.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

describe('examples/plain-html/adyen.html', () => {
  it('names each stand-in file with its own integrity', () => {
    expect(attribute('adyen-src')).toBe('/adyen-stand-in/adyen.js');
    expect(attribute('adyen-integrity')).toBe(sri('adyen-stand-in/adyen.js'));
    expect(attribute('adyen-css')).toBe('/adyen-stand-in/adyen.css');
    expect(attribute('adyen-css-integrity')).toBe(sri('adyen-stand-in/adyen.css'));
  });
});
