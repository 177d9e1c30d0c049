import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// The stock `npm create vite` React config, plus the second page with the custom elements.
export default defineConfig({
  plugins: [react()],
  build: {
    rollupOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        elements: resolve(import.meta.dirname, 'elements.html'),
      },
    },
  },
});
