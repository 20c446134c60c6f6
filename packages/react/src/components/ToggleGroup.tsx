export interface ToggleOption<V extends string> {
  value: V;
  label: string;
}

export interface ToggleGroupProps<V extends string> {
  /** Visible group label. */
  legend: string;
  options: readonly ToggleOption<V>[];
  /** Values switched on. */
  value: readonly V[];
  onChange: (value: V[]) => void;
}

/**
 * Several independent on/off filters (package sizes) as toggle buttons with `aria-pressed`.
 * Each is a native button: Tab moves between them, Enter or Space switches one.
 */
export function ToggleGroup<V extends string>({
  legend,
  options,
  value,
  onChange,
}: ToggleGroupProps<V>) {
  const legendId = `avios-toggle-${legend.replace(/\W+/g, '-').toLowerCase()}`;
  const toggle = (v: V) => {
    const on = value.includes(v);
    // keep the options' order so the URL stays stable
    onChange(options.map((o) => o.value).filter((o) => (o === v ? !on : value.includes(o))));
  };
  return (
    <div className="avios-segmented" part="segmented-control toggle-group">
      <span id={legendId} className="avios-segmented__legend">
        {legend}
      </span>
      <div className="avios-segmented__options" role="group" aria-labelledby={legendId}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={value.includes(option.value)}
            className="avios-segmented__option"
            onClick={() => toggle(option.value)}
            part="toggle"
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
