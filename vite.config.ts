import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));
const apiServer = 'http://localhost:3000';

// The web app lives in src/web and is built into dist/web, which the Node server serves.
// In development the API (and the local mailbox under /dev) is the server on port 3000.
export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiServer,
      '/dev': apiServer,
    },
  },
});
