// The stylesheet's media queries, written from the spec §9 breakpoints table (BREAKPOINTS:
// base 0, sm 480, md 768, lg 1024, xl 1440, 2xl 1920), its one source of widths.
import { BREAKPOINTS } from '@avios/sdk/rules';
import type { Breakpoint } from '@avios/sdk/rules';

type Step = Exclude<Breakpoint, 'base'>;

/** `@media (min-width: …)`: from breakpoint `b` up. */
export const up = (b: Step): string => `@media (min-width: ${BREAKPOINTS[b]}px)`;

/** `@media (max-width: …)`: below breakpoint `b` (the fraction keeps `b` itself out). */
export const below = (b: Step): string => `@media (max-width: ${BREAKPOINTS[b] - 0.02}px)`;
