// The oldest browsers every build is made for: the floor of the support matrix in
// docs/browsers.md, written once here and read by every bundler (packages/elements/build.mjs,
// demo-host/vite.config.ts, tsup.config.ts for @avios/sdk and @avios/react) and by the test
// that parses the built bundles (test/syntax-target.test.ts). Change the matrix and this
// together.
//
// Why these versions (docs/browsers.md "Features the code relies on"): Safari and iOS Safari
// 16.4 are the first with constructable stylesheets adopted by shadow roots and with regular
// expression lookbehind, which the SDK's own code uses (an older Safari cannot even parse the
// bundles); Firefox 115 is the last ESR line for Windows 7-8.1 and macOS 10.12-10.14; Chrome
// and Edge 111 have `color-mix()` (the shop's header) and are Vite's own default floor
// ("baseline widely available").

/**
 * `build.target` (Vite, Oxc) and `target` (tsup, esbuild): the oldest version of each engine,
 * by esbuild's names.
 */
export const BUILD_TARGET = ['chrome111', 'edge111', 'firefox115', 'safari16.4', 'ios16.4'];

/**
 * The newest ECMAScript edition whose syntax every browser of {@link BUILD_TARGET} parses:
 * ES2022 (class fields, private methods, static blocks, top-level await). ES2023 adds no
 * syntax they lack but hashbangs; ES2024's regular expression `v` flag needs Chrome 112 and
 * Safari 17.
 */
export const ECMA_VERSION = 2022;
