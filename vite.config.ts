import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pagePreload } from './tools/vite-page-preload.ts';
import { precompress } from './tools/vite-precompress.ts';
import { usMapData } from './tools/vite-us-map-data.ts';

// The dev server forwards /v1 to the API (run it with `npm start` or `node --import tsx server/main.ts`).
const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), tailwindcss(), pagePreload(), precompress(), usMapData()],
  server: { proxy: { '/v1': { target: apiTarget, changeOrigin: false } } },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // The first download in one file. Left to itself, Rolldown split out the modules the pages share with it (React,
    // the stores, the page paths), each one more request for the browser's few connections before the app could run.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
  },
});
