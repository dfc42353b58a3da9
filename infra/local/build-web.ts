/**
 * The web app's production build, as `npm run build:web` runs it: the browser's files
 * (frontend/dist: the app's index.html, then on its own the public pages' public.html) and the public
 * pages' server renderer (frontend/dist-ssr/entry-server.mjs, `vite build --ssr`).
 */
export async function buildWeb() {
  const { build } = await import('vite');
  await build({ configFile: 'frontend/vite.config.ts', logLevel: 'warn' });
  await build({ configFile: 'frontend/vite.config.ts', logLevel: 'warn', mode: 'public' });
  await build({ configFile: 'frontend/vite.config.ts', logLevel: 'warn', build: { ssr: true } });
}
