// Discovery, purchase, checkout and result screens: the rules the purchase and gift pages
// need at once; the later screens' rules are in laterCss.ts.
import { up } from './media';

/** The card grids (packages, discovery, plans). */
export const screenGridCss = `
.avios-grid { display: grid; gap: var(--_space); list-style: none; margin: 0; padding: 0; grid-template-columns: 1fr; }
${up('md')} {
  .avios-grid--3 { grid-template-columns: repeat(3, 1fr); }
  .avios-grid--4, .avios-grid--packages { grid-template-columns: repeat(2, 1fr); }
}
${up('sm')} { .avios-grid--packages { grid-template-columns: repeat(2, 1fr); } }
${up('lg')} {
  .avios-grid--4 { grid-template-columns: repeat(4, 1fr); }
  .avios-grid--packages { grid-template-columns: repeat(4, 1fr); }
}
`;

/** The package pages: filters, packages, the bottom bar. */
export const packagesCss = `
.avios-filters { display: flex; flex-wrap: wrap; gap: 1rem 2rem; align-items: flex-end; margin-block: 1rem 1.5rem; }
.avios-segmented__legend { display: block; font-weight: var(--_font-weight-strong); margin-bottom: 0.375rem; }
.avios-purchase { padding-bottom: 7rem; }
.avios-purchase__balance { font-weight: 600; }
.avios-login-prompt { margin-block: 1rem; align-items: flex-start; }
.avios-package { min-height: 13.5rem; }
.avios-package[data-selected] { border: 3px solid var(--_primary); }
.avios-package__points { font-size: 1.375rem; margin: 0; }
.avios-package__bonus { color: var(--_success); font-weight: 600; margin: 0; }
.avios-package__price { font-size: 1.125rem; font-weight: 700; margin: 0; }
.avios-package__note { color: var(--_muted); margin: 0; }
.avios-package .avios-button { margin-top: auto; }
.avios-bottom-bar {
  position: sticky; bottom: 0; z-index: 10; background: var(--_background); border-top: var(--_border-width) solid var(--_border);
  box-shadow: 0 -4px 16px rgb(0 0 0 / 0.08);
}
.avios-bottom-bar__inner { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.75rem; padding-block: 0.75rem; min-height: 72px; }
.avios-bottom-bar__summary { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
.avios-empty { padding: 2rem 0; }
`;

/** The gift/transfer toggle. */
export const toggleCss = `
/* gift/transfer toggle: two links, the current one filled */
.avios-toggle { display: inline-flex; border: var(--_border-width-control) solid var(--_primary); border-radius: var(--_radius-button); overflow: hidden; margin-bottom: 1rem; }
.avios-root .avios-toggle__item {
  display: inline-flex; align-items: center; min-height: 44px; padding: 0.5rem 1.25rem;
  color: var(--_primary); text-decoration: none; font-weight: var(--_font-weight-strong);
}
.avios-root .avios-toggle__item[aria-current='page'] { background: var(--_primary); color: var(--_on-primary); }
`;
