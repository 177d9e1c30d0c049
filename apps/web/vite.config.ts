import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceResolution } from '../../.config/vite-shared.ts';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  ...sourceResolution,
  server: { port: 5173 },
  preview: { port: 4173 },
  build: { target: 'es2022', sourcemap: true },
});
