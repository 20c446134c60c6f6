// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { Breadcrumb } from './Breadcrumb';
import { Button } from './Button';
import { Countdown } from './Countdown';
import { SegmentedControl } from './SegmentedControl';
import { ToggleGroup } from './ToggleGroup';
import { Alert } from './Alert';
import { LinkButton } from './LinkButton';
import { RichText } from './RichText';
import { renderWithAvios } from '../testing/renderWithAvios';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Sort() {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
  return (
    <SegmentedControl
      legend="Sort by"
      value={value}
      onChange={setValue}
      options={[
        { value: 'a', label: 'Alpha' },
        { value: 'b', label: 'Beta' },
        { value: 'c', label: 'Gamma' },
      ]}
    />
  );
}

describe('SegmentedControl', () => {
  it('is a radio group that arrow keys move through, wrapping around', () => {
    render(<Sort />);
    const group = screen.getByRole('radiogroup', { name: 'Sort by' });
    expect(group).toBeTruthy();
    const alpha = screen.getByRole('radio', { name: 'Alpha' });
    expect(alpha.getAttribute('aria-checked')).toBe('true');
    expect(alpha.tabIndex).toBe(0);
    expect(screen.getByRole('radio', { name: 'Beta' }).tabIndex).toBe(-1);
    fireEvent.keyDown(alpha, { key: 'ArrowRight' });
    const beta = screen.getByRole('radio', { name: 'Beta' });
    expect(beta.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(beta);
    fireEvent.keyDown(beta, { key: 'End' });
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Gamma' }), { key: 'ArrowRight' });
    expect(screen.getByRole('radio', { name: 'Alpha' }).getAttribute('aria-checked')).toBe('true');
  });
});

describe('ToggleGroup', () => {
  it('switches each option on and off with aria-pressed, keeping option order', () => {
    const onChange = vi.fn();
    render(
      <ToggleGroup
        legend="Size"
        value={['large']}
        onChange={onChange}
        options={[
          { value: 'small', label: 'Small' },
          { value: 'large', label: 'Large' },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Size' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Large' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Small' }));
    expect(onChange).toHaveBeenLastCalledWith(['small', 'large']);
    fireEvent.click(screen.getByRole('button', { name: 'Large' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});

describe('Breadcrumb', () => {
  it('marks the current step with aria-current="step"', () => {
    render(
      <Breadcrumb
        label="Steps"
        current="pay"
        steps={[
          { id: 'choose', label: 'Choose' },
          { id: 'pay', label: 'Pay' },
          { id: 'done', label: 'Done' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Steps' });
    expect(nav.querySelector('[aria-current="step"]')?.textContent).toBe('Pay');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});

describe('Button', () => {
  it('is disabled and busy while busy, so a second click does nothing', () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('Alert', () => {
  it('is an alert for errors, a status otherwise, with a dismiss button only when dismissible', () => {
    const onDismiss = vi.fn();
    const { rerender } = render(
      <Alert title="Broken" onDismiss={onDismiss} dismissLabel="Close" />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Broken');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledOnce();
    rerender(<Alert severity="warning" title="Careful" />);
    expect(screen.getByRole('status').textContent).toContain('Careful');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('Countdown', () => {
  it('ticks every second and calls onDone once at zero', () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    render(<Countdown seconds={3} onDone={onDone} />);
    expect(screen.getByRole('timer').textContent).toBe('3');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('2');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('timer').textContent).toBe('0');
    act(() => vi.advanceTimersByTime(5000));
    expect(onDone).toHaveBeenCalledOnce();
  });
});

describe('LinkButton', () => {
  it('navigates internal paths through the host and opens other links in a new tab', () => {
    const { navigate } = renderWithAvios(
      <>
        <LinkButton href="/purchase">Buy</LinkButton>
        <LinkButton href="https://partner.test/">Partner</LinkButton>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Buy' }));
    expect(navigate).toHaveBeenCalledWith('/purchase', undefined);
    const external = screen.getByRole('link', { name: 'Partner' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
  });
});

describe('content links (SDK safeLink rule)', () => {
  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '//evil.test/'])(
    'LinkButton renders %j as text, not a link',
    (href) => {
      renderWithAvios(<LinkButton href={href}>Terms</LinkButton>);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText('Terms').tagName).toBe('SPAN');
    },
  );

  it('rich-text hyperlinks: safe ones are links, internal ones use the host, unsafe ones are text', () => {
    const link = (uri: string, text: string) => ({
      nodeType: 'hyperlink',
      data: { uri },
      content: [{ nodeType: 'text', value: text, marks: [], data: {} }],
    });
    const doc = {
      nodeType: 'document',
      data: {},
      content: [
        {
          nodeType: 'paragraph',
          data: {},
          content: [
            link('javascript:alert(document.cookie)', 'Bad'),
            link('/purchase', 'Buy'),
            link('https://partner.test/terms', 'Terms'),
          ],
        },
      ],
    };
    const { navigate } = renderWithAvios(<RichText value={doc as never} />);
    expect(screen.queryByRole('link', { name: 'Bad' })).toBeNull();
    expect(screen.getByText('Bad').closest('a')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Buy' }));
    expect(navigate).toHaveBeenCalledWith('/purchase', undefined);
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('target')).toBe('_blank');
  });
});

describe('RichText validates every document (spec §5)', () => {
  it.each([
    [
      'raw HTML as a node',
      {
        nodeType: 'document',
        data: {},
        content: [{ nodeType: 'html', value: '<img src=x onerror=alert(1)>' }],
      },
    ],
    ['a root that is not a document', { nodeType: 'paragraph', data: {}, content: [] }],
    [
      'a text node without its value',
      {
        nodeType: 'document',
        data: {},
        content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text' }] }],
      },
    ],
  ])('%s: nothing is rendered', (_title, doc) => {
    const { container } = renderWithAvios(
      <div data-testid="box">
        <RichText value={doc as never} />
      </div>,
    );
    expect(container.querySelector('[data-testid="box"]')!.innerHTML).toBe('');
  });

  it('a valid document renders', () => {
    const doc = {
      nodeType: 'document',
      data: {},
      content: [
        {
          nodeType: 'paragraph',
          data: {},
          content: [{ nodeType: 'text', value: 'Hello', marks: [], data: {} }],
        },
      ],
    };
    renderWithAvios(<RichText value={doc as never} />);
    expect(screen.getByText('Hello')).toBeTruthy();
  });
});
