// Registers every avios-* tag (the package root, dist/avios-elements.js) before Vue renders
// one, and points every element on the page at the local sandbox (docs/elements.md, "One
// configuration").
import { configure } from '@avios/elements';
import { createApp } from 'vue';
import App from './App.vue';

configure({ environment: 'sandbox' });

createApp(App).mount('#app');
