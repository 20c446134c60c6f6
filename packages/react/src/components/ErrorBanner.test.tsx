// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ErrorDisplay } from './ErrorDisplay';
import { renderWithAvios } from '../testing/renderWithAvios';

// The rich-text renderer arrives when the test says (it is fetched later: LazyRichText).
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
const MESSAGE = {
  nodeType: 'document',
  data: {},
  content: [
    {
      nodeType: 'paragraph',
      data: {},
      content: [
        text('Sign in again from the '),
        { nodeType: 'hyperlink', data: { uri: '/help' }, content: [text('help page')] },
      ],
    },
  ],
};

it('shows a rich-text message as its text at once, with its links when the renderer is in', async () => {
  const { avios, navigate } = renderWithAvios(<ErrorDisplay scope="global" />, {
    errorMessages: {
      state_mismatch: { title: 'Sign-in problem', textContent: MESSAGE as never },
    },
  });
  act(() => {
    avios.errors.dispatch('state_mismatch');
  });
  // the catalogue's fallback text while content answers
  expect(screen.getByRole('alert').querySelector('p.avios-alert__text')?.textContent).toBe(
    'Invalid state',
  );
  await screen.findByText('Sign-in problem');
  expect(screen.getByText('Sign in again from the help page').tagName).toBe('P');
  expect(screen.queryByRole('link')).toBeNull();

  renderer.arrive();
  fireEvent.click(await screen.findByRole('link', { name: 'help page' }));
  expect(navigate).toHaveBeenCalledWith('/help', undefined);
  expect(screen.getByRole('alert').textContent).toContain('Sign in again from the help page');

  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).toBeNull();
});
