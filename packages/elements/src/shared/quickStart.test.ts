// @vitest-environment happy-dom
// docs/quick-start.md as a partner reads it: every fenced block is either checked here (its
// <avios-config> resolves as an element resolves it, with nothing missing), run in the
// browser (demo-host/e2e/quick-start.spec.ts: the page, the event script and the theme; and
// scripts/quick-start.mjs: steps 1 and 2 in an empty folder), or says why it is not run in an
// HTML comment just above it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from './config';
import type { ElementConfigProps } from './config';

// vitest runs from the repository's root
const doc = readFileSync(join(process.cwd(), 'docs/quick-start.md'), 'utf8');

interface Block {
  lang: string;
  code: string;
  /** The HTML comment on the lines just above the block, if any. */
  note: string | undefined;
}

function blocks(markdown: string): Block[] {
  const found: Block[] = [];
  const fence = /(?:<!--([\s\S]*?)-->\s*\n\s*\n)?```(\w*)\n([\s\S]*?)\n```/g;
  for (const match of markdown.matchAll(fence)) {
    found.push({ note: match[1]?.trim(), lang: match[2] ?? '', code: match[3] ?? '' });
  }
  return found;
}

/** The attributes of the block's `<avios-config>`, as the element's properties. */
function configOf(code: string): ElementConfigProps | undefined {
  const tag = code.match(/<avios-config([\s\S]*?)>/)?.[1];
  if (tag === undefined) return undefined;
  const props: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/([a-z-]+)="([^"]*)"/g)) {
    props[name!.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())] = value!;
  }
  return props as ElementConfigProps;
}

const all = blocks(doc);

describe('docs/quick-start.md', () => {
  it('every block is checked here, run in the browser, or says why not', () => {
    const unaccounted = all.filter(
      (b) =>
        !configOf(b.code) &&
        !(b.lang === 'html' && b.code.includes('<script type="module">')) &&
        b.lang !== 'css' &&
        !b.note?.startsWith('not run by test/quick-start:') &&
        !b.note?.startsWith('run by scripts/quick-start.mjs:'),
    );
    expect(unaccounted.map((b) => b.code.slice(0, 60))).toEqual([]);
  });

  it.each(all.filter((b) => configOf(b.code)).map((b, i) => [i, b] as const))(
    '<avios-config> %i resolves with nothing missing',
    (_, block) => {
      const resolved = resolveConfig({}, configOf(block.code));
      expect(resolved.ok ? 'ok' : resolved.message).toBe('ok');
    },
  );

  it('ends with a live-ready configuration for each way to pay', () => {
    const live = all
      .map((b) => configOf(b.code))
      .filter((c) => c?.environment === 'production')
      .map((c) => resolveConfig({}, c))
      .map((r) => (r.ok ? r.config : undefined));
    expect(live.some((c) => c?.payments.kind === 'adyen' && c.payments.src)).toBe(true);
    expect(live.some((c) => c?.checkout.mode === 'hosted')).toBe(true);
  });
});
