// Registers every avios-* tag (the package root, dist/avios-elements.js) before React renders
// one, and points every element on the page at the local sandbox (docs/elements.md, "One
// configuration"; the React typings cover the seven elements, not <avios-config>).
import { configure } from '@avios/elements';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

configure({ environment: 'sandbox' });

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs <div id="root">.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
