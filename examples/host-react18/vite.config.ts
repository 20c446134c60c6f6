import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain Vite React app: @avios/elements comes from node_modules, the built package (run
// `npm run build -w @avios/elements` first). examples/hosts-serve.mjs serves dist/ on 5177,
// one of the sandbox's allowed origins; `npm run dev` uses the same port.
export default defineConfig({
  plugins: [react()],
  server: { port: 5177, strictPort: true },
  // one bundle: React, the app and all seven elements (the package root registers them all)
  build: { chunkSizeWarningLimit: 600 },
  preview: { port: 5177, strictPort: true },
});
