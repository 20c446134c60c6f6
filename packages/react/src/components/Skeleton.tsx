import type { CSSProperties, ReactNode } from 'react';

export interface SkeletonProps {
  /** CSS width. Defaults to `100%`. */
  width?: string | number;
  /** CSS height; give the size of the content it stands for, so nothing shifts. Defaults to `1em`. */
  height?: string | number;
  /** Extra inline styles (margins). */
  style?: CSSProperties;
  /** Rounded like a pill or avatar. Defaults to `false`. */
  round?: boolean;
}

/** A grey placeholder block of the same size as the content it stands for. */
export function Skeleton({ width = '100%', height = '1em', style, round = false }: SkeletonProps) {
  return (
    <span
      className="avios-skeleton"
      aria-hidden="true"
      part="skeleton"
      style={{ width, height, borderRadius: round ? 999 : undefined, ...style }}
    />
  );
}

export interface LoadingRegionProps {
  /** Announced while loading, e.g. "Loading packages". */
  label: string;
  children: ReactNode;
}

/** Wraps skeletons: one busy region with one accessible label instead of many blocks. */
export function LoadingRegion({ label, children }: LoadingRegionProps) {
  return (
    <div aria-busy="true" role="status" aria-live="polite" aria-label={label || undefined}>
      {label ? <span className="avios-visually-hidden">{label}</span> : null}
      {children}
    </div>
  );
}

/** A page loading: a heading's bar and one block of `height`, in a labelled busy region. */
export function PageSkeleton({ label, height }: { label: string; height: string }) {
  return (
    <LoadingRegion label={label}>
      <div aria-hidden="true">
        <Skeleton width="50%" height="2.25rem" style={{ marginBottom: '0.5em' }} />
        <Skeleton height={height} />
      </div>
    </LoadingRegion>
  );
}
