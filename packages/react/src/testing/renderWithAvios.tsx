// Renders a tree inside <AviosProvider> with a fake SDK and an in-memory navigation whose
// navigate() updates the location, as a host router would.
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { AviosNavigation } from '../aviosInstance';
import { AviosProvider } from '../provider/AviosProvider';
import { createFakeAvios } from './fakeAvios';
import type { FakeAvios, FakeAviosOptions } from './fakeAvios';

export interface RenderOptions extends FakeAviosOptions {
  avios?: FakeAvios;
  path?: string;
  /** The shop's base path: links are written under it (`createHref`), as a host's are. */
  basePath?: string;
}

export function renderWithAvios(ui: ReactNode, options: RenderOptions = {}) {
  const avios = options.avios ?? createFakeAvios(options);
  const navigate = vi.fn<(to: string, opts?: { replace?: boolean }) => void>();
  const start = new URL(options.path ?? '/', 'http://shop.test');
  const location = { current: { pathname: start.pathname, search: start.search } };
  function Host() {
    const [loc, setLoc] = useState(location.current);
    const navigation = useMemo<AviosNavigation>(
      () => ({
        location: loc,
        ...(options.basePath !== undefined
          ? { createHref: (to: string) => `${options.basePath}${to}` }
          : {}),
        navigate: (to, opts) => {
          navigate(to, opts);
          if (to.startsWith('/')) {
            const url = new URL(to, 'http://shop.test');
            location.current = { pathname: url.pathname, search: url.search };
            setLoc(location.current);
          }
        },
      }),
      [loc],
    );
    return (
      <AviosProvider avios={avios} navigation={navigation} init={false}>
        {ui}
      </AviosProvider>
    );
  }
  const result = render(<Host />);
  return { ...result, avios, navigate, location };
}
