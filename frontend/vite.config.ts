import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routeList } from '../functions/src/routes';

const apiPort = Number(process.env.API_PORT ?? process.env.PORT ?? 3000);

// `npm run dev`: every route of the table is proxied to the local API (`npm start`), keeping the
// Host header so that tenants are still told apart by host name.
const proxy = Object.fromEntries(
  routeList().map((route) => [
    '^' + route.path.replace(/\{\w+\}/g, '[^/]+') + '$',
    { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
  ]),
);

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@shared': fileURLToPath(new URL('../shared/src', import.meta.url)) } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: { host: true, allowedHosts: ['.localhost', 'localhost'], proxy },
});
