import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// A plain Vite Vue app: @avios/elements comes from node_modules, the built package (run
// `npm run build -w @avios/elements` first). Vue must be told the avios-* tags are custom
// elements, not components to resolve. examples/hosts-serve.mjs serves dist/ on 5178, one of
// the sandbox's allowed origins; `npm run dev` uses the same port.
export default defineConfig({
  plugins: [
    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('avios-') } } }),
  ],
  server: { port: 5178, strictPort: true },
  preview: { port: 5178, strictPort: true },
});
