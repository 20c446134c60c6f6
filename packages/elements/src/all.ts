// Entry of `dist/avios-elements.js` and of the package root: registers every element with
// one script tag, and exports what src/index.ts exports (classes, event types, constants).
import './avios-purchase/define';
import './avios-gift/define';
import './avios-transfer/define';
import './avios-booster/define';
import './avios-subscribe/define';
import './avios-checkout/define';
import './avios-discovery/define';

export * from './index';
