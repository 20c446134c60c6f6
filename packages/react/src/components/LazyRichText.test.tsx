// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyRichText } from './LazyRichText';
import { renderWithAvios } from '../testing/renderWithAvios';

// The renderer's module arrives when the test says: what shows before and after it is in.
const renderer = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrive: () => arrive(), arrived };
});
vi.mock('./richTextRenderer', async (importOriginal) => {
  await renderer.arrived;
  return importOriginal();
});

afterEach(cleanup);

const text = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} });
const block = (nodeType: string, content: unknown[]) => ({ nodeType, data: {}, content });
const link = (uri: string, value: string) => ({
  nodeType: 'hyperlink',
  data: { uri },
  content: [text(value)],
});

const DOC = block('document', [
  block('heading-2', [text('Payment refused')]),
  block('paragraph', [
    text('Read the '),
    link('/help', 'help page'),
    text(' or '),
    link('javascript:alert(1)', 'this'),
  ]),
  block('unordered-list', [
    block('list-item', [block('paragraph', [text('Check the card')])]),
    block('list-item', [block('paragraph', [text('Try another one')])]),
  ]),
  block('paragraph', [text('')]),
]);

const RAW_HTML = block('document', [{ nodeType: 'html', value: '<img src=x onerror=alert(1)>' }]);

function box(ui: ReactNode) {
  const { container, navigate } = renderWithAvios(<div data-testid="box">{ui}</div>);
  return { box: container.querySelector('[data-testid="box"]')!, navigate };
}

// In order: the renderer is one module for the whole file, in from the third test on.
describe('LazyRichText', () => {
  it('before the renderer is in: one plain paragraph per block, links as their text', () => {
    const { box: shown } = box(<LazyRichText value={DOC as never} className="note" />);
    const wrapper = shown.firstElementChild!;
    expect(wrapper.tagName).toBe('DIV');
    expect(wrapper.className).toBe('note');
    expect([...wrapper.children].map((p) => [p.tagName, p.textContent])).toEqual([
      ['P', 'Payment refused'],
      ['P', 'Read the help page or this'],
      ['P', 'Check the card'],
      ['P', 'Try another one'],
    ]);
    expect(shown.querySelector('a, h2, ul, [data-unsafe-link]')).toBeNull();
  });

  it('refuses a document that fails validation (spec §5): nothing, not even its text', () => {
    expect(box(<LazyRichText value={RAW_HTML as never} />).box.innerHTML).toBe('');
    cleanup();
    expect(box(<LazyRichText value={block('paragraph', []) as never} />).box.innerHTML).toBe('');
    cleanup();
    expect(box(<LazyRichText value="" />).box.innerHTML).toBe('');
  });

  it('shows a string as is, in the element asked for', () => {
    const { box: shown } = box(<LazyRichText value="Try again" as="span" className="t" />);
    expect(shown.innerHTML).toBe('<span class="t">Try again</span>');
  });

  it('renders the same document rich once the renderer is in, links through LinkButton', async () => {
    const { box: shown, navigate } = box(<LazyRichText value={DOC as never} />);
    expect(screen.queryByRole('link')).toBeNull();
    renderer.arrive();
    fireEvent.click(await screen.findByRole('link', { name: 'help page' }));
    expect(navigate).toHaveBeenCalledWith('/help', undefined);
    expect(screen.getByRole('heading', { level: 2, name: 'Payment refused' })).toBeTruthy();
    expect(shown.querySelectorAll('ul > li')).toHaveLength(2);
    // a refused scheme stays text (safeLink)
    expect(screen.getByText('this').closest('a')).toBeNull();
    expect(screen.getByText('this').hasAttribute('data-unsafe-link')).toBe(true);
  });

  it('once the renderer is in, a document shows rich from its first render', () => {
    box(<LazyRichText value={DOC as never} />);
    expect(screen.getByRole('link', { name: 'help page' })).toBeTruthy();
  });

  it('still refuses a document that fails validation once the renderer is in', () => {
    expect(box(<LazyRichText value={RAW_HTML as never} />).box.innerHTML).toBe('');
  });
});
