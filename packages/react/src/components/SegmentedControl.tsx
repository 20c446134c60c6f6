import { useRef } from 'react';
import type { KeyboardEvent } from 'react';

export interface SegmentOption<V extends string> {
  value: V;
  label: string;
}

export interface SegmentedControlProps<V extends string> {
  /** Visible group label (a fieldset legend). */
  legend: string;
  options: readonly SegmentOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Hides the legend visually (kept for screen readers). Defaults to `false`. */
  hideLegend?: boolean;
}

/**
 * One choice out of a few (sort order, currency), as an ARIA radio group: Tab enters the
 * group at the checked option, arrow keys move and select, Home/End jump.
 */
export function SegmentedControl<V extends string>({
  legend,
  options,
  value,
  onChange,
  hideLegend = false,
}: SegmentedControlProps<V>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const currentIndex = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  const move = (e: KeyboardEvent, index: number) => {
    const last = options.length - 1;
    const keys: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = keys[e.key];
    const option = next === undefined ? undefined : options[next];
    if (next === undefined || !option) return;
    e.preventDefault();
    onChange(option.value);
    refs.current[next]?.focus();
  };
  const legendId = `avios-seg-${legend.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className="avios-segmented" part="segmented-control">
      <span
        id={legendId}
        className={hideLegend ? 'avios-visually-hidden' : 'avios-segmented__legend'}
      >
        {legend}
      </span>
      <div className="avios-segmented__options" role="radiogroup" aria-labelledby={legendId}>
        {options.map((option, i) => {
          const checked = i === currentIndex;
          return (
            <button
              key={option.value}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={checked ? 0 : -1}
              className="avios-segmented__option"
              onClick={() => onChange(option.value)}
              onKeyDown={(e) => move(e, i)}
              part="segmented-option"
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
