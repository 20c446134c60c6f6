// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenFrame } from '../../components/ScreenFrame';
import { CONTENT, LAYOUT } from '../../testing/content';
import { renderWithAvios } from '../../testing/renderWithAvios';
import { Layout } from './Layout';

afterEach(cleanup);

const member = { sub: 'u1', given_name: 'Ana' };
const banner = {
  isEnabled: true,
  activePages: ['purchase'],
  endDate: '2999-01-01T00:00:00Z',
  title: 'Bonus week',
  text: 'Collect a 20% bonus',
  primaryLinkText: 'Buy now',
  primaryLinkUrl: '/purchase',
};

describe('Layout', () => {
  it('has a skip link to main, header navigation for available products and a footer', async () => {
    renderWithAvios(<Layout page="discovery">page</Layout>, { content: CONTENT });
    const skip = await screen.findByRole('link', { name: 'Skip to content' });
    expect(skip.getAttribute('href')).toBe('#avios-main');
    expect(screen.getByRole('main').id).toBe('avios-main');
    const nav = await screen.findByRole('navigation', { name: 'Products' });
    expect(nav.textContent).toContain('Buy');
    expect(screen.getByRole('contentinfo').textContent).toContain(
      `© ${new Date().getFullYear()} Avios`,
    );
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('target')).toBe('_blank');
  });

  it('opens the product links from the menu button (phones), closing on Escape and on a link', async () => {
    const { navigate } = renderWithAvios(<Layout page="discovery" />, { content: CONTENT });
    const nav = await screen.findByRole('navigation', { name: 'Products' });
    const button = within(nav).getByRole('button', { name: 'Products' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('link', { name: 'Buy' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Language: / })).toHaveLength(1);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(within(panel).getByRole('button', { name: /^Language: / })).toBeTruthy();
    fireEvent.keyDown(within(panel).getByRole('link', { name: 'Buy' }), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.click(within(panel).getByRole('link', { name: 'Buy' }));
    expect(navigate).toHaveBeenCalledWith('/purchase', undefined);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers sign-in to visitors, returning to the current page', async () => {
    const { avios } = renderWithAvios(<Layout />, {
      content: CONTENT,
      path: '/purchase?sizes=small',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(avios.session.login).toHaveBeenCalledWith({ returnTo: '/purchase?sizes=small' });
  });

  it('opens the avatar menu from the keyboard, moves with arrows and closes with Escape', async () => {
    const { avios } = renderWithAvios(<Layout />, { content: CONTENT, user: member });
    const button = await screen.findByRole('button', { name: 'Account menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['My account', 'My subscriptions', 'Sign out']);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    fireEvent.keyDown(items[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(items[2]!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(avios.session.logout).toHaveBeenCalled();
  });

  it('the avatar panel greets the member with their initials, balance and membership number', async () => {
    renderWithAvios(<Layout />, { content: CONTENT, user: member });
    const button = await screen.findByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(button.textContent).toBe('AG'));
    fireEvent.click(button);
    expect(await screen.findByText('12,500 Avios')).toBeTruthy();
    expect(screen.getByText('Membership number 12345678')).toBeTruthy();
    expect(screen.getByText('Hi Ana')).toBeTruthy();
  });

  it('the chatbot launcher opens a help panel with its ways on; Escape closes it back to the launcher', async () => {
    const { navigate } = renderWithAvios(<Layout />, { content: CONTENT });
    const launcher = await screen.findByRole('button', { name: 'Chat with us' });
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(launcher);
    const panel = await screen.findByRole('region', { name: 'Club help' });
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect(launcher.getAttribute('aria-controls')).toBe(panel.id);
    await waitFor(() => expect(document.activeElement).toBe(panel));
    expect(within(panel).getByText(/Most questions/)).toBeTruthy();
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Club help' })).toBeNull();
    expect(document.activeElement).toBe(launcher);
    fireEvent.click(launcher);
    fireEvent.click(await screen.findByRole('link', { name: 'Contact our team' }));
    expect(navigate).toHaveBeenCalledWith('/contact', undefined);
  });

  it('shows no chatbot when content switches it off', async () => {
    renderWithAvios(<Layout />, {
      content: { ...CONTENT, layout: [{ ...LAYOUT, chatbotEnabled: false }] },
    });
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
  });

  it('switches the SDK context language from the language list: flags, initials and names (spec §3)', async () => {
    const { avios } = renderWithAvios(<Layout />, { content: CONTENT });
    const toggle = await screen.findByRole('button', { name: 'Language: EN' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list', { name: 'Language' });
    const spanish = within(list).getByRole('button', { name: 'Español' });
    expect(spanish.getAttribute('lang')).toBe('es-ES');
    expect(spanish.querySelector('img')?.getAttribute('src')).toBe('/flags/es.svg');
    expect(within(list).getByText('ES')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'English' }).getAttribute('aria-current')).toBe(
      'true',
    );
    act(() => {
      fireEvent.click(spanish);
    });
    expect(avios.context.getSnapshot()).toMatchObject({ language: 'es-ES' });
    const now = await screen.findByRole('button', { name: 'Language: ES' });
    expect(now.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the language list and returns focus to its button', async () => {
    renderWithAvios(<Layout />, { content: CONTENT });
    const toggle = await screen.findByRole('button', { name: 'Language: EN' });
    fireEvent.click(toggle);
    const list = screen.getByRole('list', { name: 'Language' });
    fireEvent.keyDown(within(list).getByRole('button', { name: 'Español' }), { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('shows IB banners on their listed pages only', async () => {
    const content = { ...CONTENT, banner: [banner] };
    renderWithAvios(<Layout page="purchase" />, { content });
    expect(await screen.findByRole('complementary', { name: 'Bonus week' })).toBeTruthy();
    cleanup();
    renderWithAvios(<Layout page="discovery" />, { content });
    await screen.findByRole('link', { name: 'Skip to content' });
    expect(screen.queryByRole('complementary', { name: 'Bonus week' })).toBeNull();
    cleanup();
    renderWithAvios(<Layout page="purchase" />, { content, partner: 'BA' });
    await screen.findByRole('link', { name: 'Skip to content' });
    expect(screen.queryByRole('complementary', { name: 'Bonus week' })).toBeNull();
  });

  it.each([
    ['IB discovery', true, 'IB', 'discovery'],
    ['IB purchase', true, 'IB', 'purchase'],
    ['IB checkout (no banner page)', false, 'IB', 'checkout'],
    ['BA discovery (no banners)', false, 'BA', 'discovery'],
  ] as const)(
    '%s: banner space kept while banners load (no layout shift): %s',
    async (_name, reserved, partner, page) => {
      const content = {
        ...CONTENT,
        banner: [{ ...banner, activePages: ['discovery', 'purchase'] }],
      };
      const { container } = renderWithAvios(<Layout page={page} />, { content, partner });
      const region = () => container.querySelector('.avios-banners[data-reserved]');
      expect(region() !== null).toBe(reserved);
      await screen.findByRole('link', { name: 'Skip to content' });
      if (reserved) {
        await screen.findByRole('complementary', { name: 'Bonus week' });
        // the loaded banner keeps at least the reserved height
        expect(region()?.querySelector('aside')).toBeTruthy();
      } else {
        expect(region()).toBeNull();
      }
    },
  );

  it('shows a global error with its content message and scrolls to the top', async () => {
    const scrollTo = window.scrollTo;
    let scrolled = 0;
    window.scrollTo = (() => {
      scrolled += 1;
    }) as typeof window.scrollTo;
    const { avios } = renderWithAvios(<Layout />, {
      content: CONTENT,
      errorMessages: {
        state_mismatch: { title: 'Sign-in problem', textContent: 'Please try again.' },
      },
    });
    act(() => {
      avios.errors.dispatch('state_mismatch');
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid state');
    await screen.findByText('Sign-in problem');
    expect(scrolled).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
    window.scrollTo = scrollTo;
  });
});

describe('the content service down (degraded but honest)', () => {
  it.each([
    ['en-GB', 'This page is not available right now', 'Try again'],
    ['es-ES', 'Esta página no está disponible ahora', 'Intentarlo de nuevo'],
  ] as const)(
    'in %s: a built-in notice with a retry instead of unnamed controls',
    async (language, title, retry) => {
      const { avios } = renderWithAvios(
        <Layout>
          <ScreenFrame name="purchase">
            <button type="button">{''}</button>
          </ScreenFrame>
        </Layout>,
        { content: { ...CONTENT, layout: [] }, language },
      );
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      // nothing without words: no header controls, footer, skip link or the screen itself
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
      expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([retry]);
      const calls = vi.mocked(avios.content.getEntries).mock.calls.length;
      fireEvent.click(screen.getByRole('button', { name: retry }));
      await waitFor(() =>
        expect(vi.mocked(avios.content.getEntries).mock.calls.length).toBeGreaterThan(calls),
      );
    },
  );
});
