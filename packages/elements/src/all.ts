// Entry of `dist/avios-elements.js` and of the package root: registers every element with
// one script tag (each class src/index.ts exports comes from the define.ts that registers it),
// and exports what src/index.ts exports (classes, event types, constants).
export * from './index';
