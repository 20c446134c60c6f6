// Entry of `dist/avios-elements.js`: registers every element with one script tag.
import './avios-purchase/define';
import './avios-checkout/define';
import './avios-discovery/define';
