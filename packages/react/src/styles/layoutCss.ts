// The page grid every host uses (container, section) and the full-page screens; the shop's
// own frame (header, avatar menu, language list, footer, banners, chatbot) is
// `shopFrameCss`, which the elements leave out. Breakpoints: spec §9.
import { up } from './media';
export const layoutCss = `
.avios-container { width: 100%; max-width: var(--_max-width); margin-inline: auto; padding-inline: 1rem; }
${up('md')} { .avios-container { padding-inline: 1.5rem; } }
${up('xl')} { .avios-container { padding-inline: 2rem; } }
${up('2xl')} { .avios-container { padding-inline: 3rem; } }
.avios-section { padding-block: var(--_space-lg); }
${up('lg')} { .avios-section { padding-block: var(--_space-xl); } }
.avios-fullpage {
  min-height: 60vh; display: grid; place-items: center; padding: 2rem 1rem;
  background-size: cover; background-position: center; background-color: var(--_surface);
}
.avios-fullpage__panel {
  max-width: 40rem; width: 100%; background: var(--_background); padding: 2rem; border-radius: var(--_radius);
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.1);
}
.avios-fullpage__signature { font-style: italic; }
`;

/**
 * The shop's frame: skip link, header, language list, avatar menu, chatbot, footer, banners.
 * (Built in a pure call: its media queries are calls, which would otherwise keep it in a
 * bundle that never shows the frame, an element's.)
 */
export const shopFrameCss = /* @__PURE__ */ (() => `
.avios-layout { min-height: 100vh; display: flex; flex-direction: column; }
.avios-main { flex: 1; outline: none; }
.avios-skip-link {
  position: absolute; left: 0.5rem; top: -10rem; z-index: 100; padding: 0.75rem 1rem;
  background: var(--_background); color: var(--_primary); border-radius: var(--_radius); font-weight: 700;
}
.avios-skip-link:focus { top: 0.5rem; }
.avios-header { position: relative; background: var(--_primary); color: var(--_on-primary); }
.avios-header__inner {
  display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem; min-height: 64px; padding-block: 0.5rem;
}
.avios-header__logo { color: inherit; font-weight: 700; font-size: 1.125rem; text-decoration: none; display: inline-flex; }
.avios-header__logo img { display: block; height: 32px; width: auto; max-width: 100%; }
/* 44 px: the avatar's height, so the row keeps its height from skeleton to sign-in button */
.avios-header__tools { order: 2; display: flex; align-items: center; gap: 0.75rem; min-height: 44px; }
.avios-header .avios-button { background: var(--_background); color: var(--_primary); border-color: var(--_background); }
.avios-header :focus-visible { outline-color: var(--_on-primary); }
/* phones: the product links and the language list sit behind a menu button, in a panel
   that opens under the header */
.avios-header__nav { order: 1; margin-left: auto; }
.avios-header__menu-button {
  display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px;
  border: var(--_border-width-control) solid var(--_on-primary); border-radius: var(--_radius-button);
  background: transparent; color: inherit; cursor: pointer;
}
.avios-header__menu-icon, .avios-header__menu-icon::before, .avios-header__menu-icon::after {
  display: block; width: 20px; height: 2px; border-radius: 1px; background: currentColor;
}
.avios-header__menu-icon { position: relative; }
.avios-header__menu-icon::before, .avios-header__menu-icon::after { content: ''; position: absolute; left: 0; }
.avios-header__menu-icon::before { top: -6px; }
.avios-header__menu-icon::after { top: 6px; }
.avios-header__menu-button[aria-expanded='true'] .avios-header__menu-icon { background: transparent; }
.avios-header__menu-button[aria-expanded='true'] .avios-header__menu-icon::before { top: 0; transform: rotate(45deg); }
.avios-header__menu-button[aria-expanded='true'] .avios-header__menu-icon::after { top: 0; transform: rotate(-45deg); }
.avios-header__menu { display: none; }
.avios-header__nav[data-open] .avios-header__menu {
  display: block; position: absolute; left: 0; right: 0; top: 100%; z-index: 30;
  padding: 0.25rem 1rem 1rem; background: var(--_primary); box-shadow: 0 12px 24px rgb(0 0 0 / 0.25);
}
.avios-header__menu ul { display: flex; flex-direction: column; list-style: none; margin: 0; padding: 0; }
.avios-header__menu li + li { border-top: 1px solid color-mix(in srgb, var(--_on-primary) 35%, transparent); }
.avios-header__nav a { color: inherit; text-decoration: none; display: block; padding: 0.625rem 0; }
.avios-header__nav a[aria-current='page'] { font-weight: 700; text-decoration: underline; text-underline-offset: 6px; }
.avios-header__menu-language { padding-top: 0.75rem; }
.avios-header__tools-language { display: none; }
.avios-header__nav--pending .avios-skeleton { width: 44px; height: 44px; border-radius: var(--_radius); opacity: 0.35; }
${up('md')} {
  .avios-header__inner { column-gap: 1.5rem; }
  .avios-header__menu-button, .avios-header__menu-language { display: none; }
  .avios-header__tools { margin-left: auto; }
  .avios-header__tools-language { display: block; }
  .avios-header__nav { order: 3; width: 100%; margin-left: 0; }
  .avios-header__menu, .avios-header__nav[data-open] .avios-header__menu {
    display: block; position: static; padding: 0; background: none; box-shadow: none;
  }
  .avios-header__menu ul { flex-direction: row; flex-wrap: wrap; column-gap: 1.25rem; }
  .avios-header__menu li + li { border-top: 0; }
  .avios-header__nav a { display: inline-block; padding: 0.5rem 0; }
  .avios-header__nav--pending .avios-skeleton { width: min(24rem, 100%); height: 40px; }
}
${up('lg')} { .avios-header__nav { order: 0; width: auto; } }
.avios-language { position: relative; }
.avios-language__toggle {
  display: inline-flex; align-items: center; gap: 0.4rem; min-height: 44px; min-width: 44px;
  padding: 0.25rem 0.6rem; font: inherit; font-weight: 700; border-radius: var(--_radius-button);
  border: var(--_border-width-control) solid var(--_on-primary); background: var(--_primary); color: var(--_on-primary); cursor: pointer;
}
.avios-language__flag { display: block; width: 20px; height: 14px; border-radius: 2px; }
.avios-language__list {
  position: absolute; right: 0; top: calc(100% + 0.5rem); z-index: 20; min-width: 12rem;
  margin: 0; padding: 0.25rem; list-style: none; background: var(--_background); color: var(--_text);
  border: var(--_border-width) solid var(--_border); border-radius: var(--_radius);
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.15);
}
.avios-language__list[hidden] { display: none; }
.avios-language__list button {
  display: flex; align-items: center; gap: 0.5rem; width: 100%; min-height: 44px; padding: 0.25rem 0.5rem;
  font: inherit; text-align: left; background: none; color: inherit; border: 0; border-radius: var(--_radius); cursor: pointer;
}
.avios-language__list button:hover, .avios-language__list button:focus-visible { background: var(--_surface); }
.avios-language__list button[aria-current='true'] { font-weight: 700; }
.avios-language__initials { min-width: 1.75rem; font-weight: 700; }
.avios-avatar { position: relative; }
.avios-avatar__button {
  width: 44px; height: 44px; border-radius: 50%; border: 2px solid var(--_on-primary);
  background: var(--_accent); color: var(--_on-accent); font: inherit; font-weight: 700; cursor: pointer;
}
.avios-avatar__panel {
  position: absolute; right: 0; top: calc(100% + 0.5rem); z-index: 20; min-width: 14rem;
  background: var(--_background); color: var(--_text); border: var(--_border-width) solid var(--_border);
  border-radius: var(--_radius); box-shadow: 0 8px 24px rgb(0 0 0 / 0.15); padding: 0.5rem;
}
.avios-avatar__greeting { padding: 0.5rem; margin: 0; font-weight: 600; }
.avios-avatar__panel ul { list-style: none; margin: 0; padding: 0; }
.avios-avatar__panel [role='menuitem'] {
  display: block; width: 100%; text-align: left; padding: 0.625rem 0.75rem; border: 0;
  background: none; color: var(--_text); font: inherit; text-decoration: none; border-radius: var(--_radius-small); cursor: pointer;
}
.avios-avatar__panel [role='menuitem']:hover, .avios-avatar__panel [role='menuitem']:focus { background: var(--_surface); }
/* spec §2 chatbot: the launcher and its help panel close the page, above nothing */
.avios-chatbot { display: grid; justify-items: end; gap: 0.5rem; padding: 1rem; }
.avios-chatbot__launcher {
  min-height: 44px; padding: 0.5rem 1.25rem; border-radius: var(--_radius-pill);
  border: var(--_border-width-control) solid var(--_primary); background: var(--_primary);
  color: var(--_on-primary); font: inherit; font-weight: var(--_font-weight-strong); cursor: pointer;
}
.avios-chatbot__panel {
  width: min(24rem, 100%); background: var(--_background); color: var(--_text);
  border: var(--_border-width) solid var(--_border);
  border-radius: var(--_radius); box-shadow: 0 8px 24px rgb(0 0 0 / 0.15); padding: 1rem;
}
.avios-chatbot__head { display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; }
.avios-chatbot__head h2 { font-size: 1.125rem; margin: 0; }
.avios-chatbot__close { width: 44px; height: 44px; border: 0; background: none; color: inherit; font-size: 1.5rem; cursor: pointer; border-radius: var(--_radius); }
.avios-chatbot__message { background: var(--_surface); padding: 0.75rem; border-radius: var(--_radius); }
.avios-chatbot__links { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
.avios-avatar__facts { padding: 0 0.5rem 0.5rem; margin: 0; color: var(--_muted); font-size: 0.875rem; }
.avios-avatar__facts p { margin: 0; }
.avios-footer { background: var(--_surface); padding-block: 1.5rem; margin-top: 2rem; }
.avios-footer__links { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; list-style: none; padding: 0; margin: 0 0 1rem; }
.avios-footer__links a { color: var(--_text); }
.avios-footer__legal { color: var(--_muted); font-size: 0.875rem; }
.avios-banners { display: grid; gap: 0.75rem; margin-block: 1rem; }
/* the height of one banner, kept while the banners load and after (no layout shift) */
.avios-banners[data-reserved] { min-height: var(--avios-banner-space-sm, 11.75rem); }
${up('md')} { .avios-banners[data-reserved] { min-height: var(--avios-banner-space-md, 10.25rem); } }
${up('lg')} { .avios-banners[data-reserved] { min-height: var(--avios-banner-space-lg, 7.25rem); } }
.avios-banners__skeleton { display: block; border-radius: var(--_radius); }
.avios-banner {
  display: flex; flex-wrap: wrap; gap: 0.75rem 1.5rem; align-items: center; justify-content: space-between;
  padding: 1rem; border-radius: var(--_radius);
  background: var(--avios-banner-bg, var(--_accent)); color: var(--avios-banner-text, var(--_on-accent));
}
.avios-banner p { margin: 0.25rem 0 0; }
.avios-banner__title { font-size: 1.125rem; }
.avios-banner__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.avios-banner { border-left: 6px solid var(--avios-banner-accent, transparent); }
/* banner buttons take the banner's own text and background colours, whose contrast the
   content guarantees; the accent colour is decoration only */
.avios-banner .avios-button {
  background: var(--avios-banner-text, var(--_on-accent)); color: var(--avios-banner-bg, var(--_accent));
  border-color: var(--avios-banner-text, var(--_on-accent));
}
.avios-banner .avios-button[data-variant='secondary'] {
  background: transparent; color: var(--avios-banner-text, var(--_on-accent));
}
.avios-banner :focus-visible { outline-color: var(--avios-banner-text, var(--_focus)); }
`)();
