// @vitest-environment happy-dom
// <AviosRoute>, the route outlet of every host: spec §2's route table followed (redirects),
// each screen in its frame, the scroll to the top on a new page, the maintenance page on a
// 503; inside an element, the screen alone.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScreenName } from '@avios/sdk/rules';
import { renderWithAvios } from '../../testing/renderWithAvios';
import { AviosPage } from './AviosPage';
import { AviosRoute } from './AviosRoute';
import type { ScreenEntry, ScreenProps } from './screenEntry';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const seen: ScreenProps[] = [];
const entry = (frame: ScreenEntry['frame'], heading: string): ScreenEntry => ({
  frame,
  load: 'first',
  render: (props) => {
    seen.push(props);
    return <h1>{`${heading} ${props.params.transactionId ?? ''}`.trim()}</h1>;
  },
});
const SCREENS: Partial<Record<ScreenName, ScreenEntry>> = {
  discovery: entry('layout', 'Discovery'),
  purchase: entry('layout', 'Purchase'),
  'checkout-transaction': entry('layout', 'Result'),
  maintenance: entry('alone', 'Maintenance'),
};

describe('<AviosRoute> on a page of its own', () => {
  it('frames a layout screen in the layout and a page of its own in the main landmark', () => {
    const shop = renderWithAvios(<AviosRoute screens={SCREENS} page={AviosPage} />, {
      path: '/purchase',
    });
    // the shop's header and footer around the screen's main landmark
    expect(shop.container.querySelector('.avios-layout')).not.toBeNull();
    expect(screen.getByRole('main').querySelector('h1')?.textContent).toBe('Purchase');
    cleanup();

    const alone = renderWithAvios(<AviosRoute screens={SCREENS} page={AviosPage} />, {
      path: '/maintenance',
    });
    expect(alone.container.querySelector('.avios-layout')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('Maintenance');
  });

  it('follows a redirect of the route table (checkout/transaction without an id goes home)', () => {
    const { navigate } = renderWithAvios(<AviosRoute screens={SCREENS} page={AviosPage} />, {
      path: '/checkout/transaction',
    });
    expect(navigate).toHaveBeenCalledWith('/', expect.objectContaining({ replace: true }));
    expect(screen.getByRole('heading', { name: 'Discovery' })).toBeTruthy();
  });

  it('scrolls to the top when the page changes, and gives the maintenance page its reload', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { avios } = renderWithAvios(<AviosRoute screens={SCREENS} page={AviosPage} />, {
      path: '/purchase',
    });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    // spec §2: a 503 from the purchase API sends the shop to the maintenance page
    act(() => void avios.errors.dispatch('network_error_503'));
    expect(screen.getByRole('main').textContent).toBe('Maintenance');
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(seen.at(-1)?.reloadHome).toBeTypeOf('function');
  });
});

describe('<AviosRoute> in an element (no page)', () => {
  it('renders the screen alone, keeps the page’s title, and stays put on a 503', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { avios, navigate } = renderWithAvios(<AviosRoute screens={SCREENS} />, {
      path: '/checkout/transaction/p1',
    });
    expect(screen.getByRole('heading', { name: 'Result p1' })).toBeTruthy();
    expect(screen.queryByRole('main')).toBeNull();
    expect(seen.at(-1)).toMatchObject({ setDocumentTitle: false, params: { transactionId: 'p1' } });
    act(() => void avios.errors.dispatch('network_error_503'));
    expect(navigate).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('shows nothing for a route whose screen it was not given, and follows no redirect', () => {
    const { container, navigate } = renderWithAvios(<AviosRoute screens={SCREENS} />, {
      path: '/transfer',
    });
    expect(container.textContent).toBe('');
    cleanup();
    const second = renderWithAvios(<AviosRoute screens={SCREENS} />, {
      path: '/checkout/transaction',
    });
    expect(second.container.textContent).toBe('');
    expect(navigate).not.toHaveBeenCalled();
    expect(second.navigate).not.toHaveBeenCalled();
  });
});
