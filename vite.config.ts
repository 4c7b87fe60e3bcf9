import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Builds packages/app into dist/app. Storybook loads this file too (for vanilla-extract).
export default defineConfig(({ command }) => ({
  root: 'packages/app',
  // The MSW worker lives in /public and is only wanted when developing against mocks.
  publicDir: command === 'serve' ? '../../public' : 'public',
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    port: 5173,
    proxy: process.env.VITE_MSW === 'true' ? undefined : { '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:3000' } },
  },
  build: { outDir: '../../dist/app', emptyOutDir: true, chunkSizeWarningLimit: 900 },
  preview: { port: 4173, strictPort: true },
}));
