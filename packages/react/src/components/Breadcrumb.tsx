export interface BreadcrumbStep {
  id: string;
  label: string;
}

export interface BreadcrumbProps {
  steps: readonly BreadcrumbStep[];
  /** Id of the current step; it gets `aria-current="step"`. */
  current: string;
  /** Accessible name of the navigation landmark. Defaults to `Progress`. */
  label?: string;
}

/** Checkout steps as an ordered list; earlier steps are marked done. */
export function Breadcrumb({ steps, current, label = 'Progress' }: BreadcrumbProps) {
  const currentIndex = steps.findIndex((s) => s.id === current);
  return (
    <nav className="avios-breadcrumb" aria-label={label} part="breadcrumb">
      <ol>
        {steps.map((step, i) => (
          <li
            key={step.id}
            aria-current={i === currentIndex ? 'step' : undefined}
            data-done={i < currentIndex ? '' : undefined}
          >
            {step.label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
