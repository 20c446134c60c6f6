// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { LazyRichText } from './LazyRichText';
import { renderWithAvios } from '../testing/renderWithAvios';

// The renderer's download fails (offline, a chunk gone after a deploy).
vi.mock('./richTextRenderer', () => {
  throw new Error('chunk not found');
});

afterEach(cleanup);

it('keeps the plain text when the renderer does not load, and says so in the console', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const doc = {
    nodeType: 'document',
    data: {},
    content: [
      {
        nodeType: 'paragraph',
        data: {},
        content: [
          { nodeType: 'text', value: 'See ', marks: [], data: {} },
          {
            nodeType: 'hyperlink',
            data: { uri: '/help' },
            content: [{ nodeType: 'text', value: 'help', marks: [], data: {} }],
          },
        ],
      },
    ],
  };
  renderWithAvios(<LazyRichText value={doc as never} />);
  await waitFor(() =>
    expect(warn).toHaveBeenCalledWith(
      '[avios] the rich-text renderer did not load: plain text',
      expect.anything(),
    ),
  );
  expect(screen.getByText('See help').tagName).toBe('P');
  expect(screen.queryByRole('link')).toBeNull();
  warn.mockRestore();
});
