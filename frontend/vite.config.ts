import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import type * as Routes from '../functions/src/routes.ts';
import { NONCE_PLACEHOLDER } from '../shared/src/site/page-policy.ts';

const apiPort = Number(process.env.API_PORT ?? process.env.PORT ?? 3000);

// `npm run dev`: every route of the table is proxied to the local API (`npm start`), keeping the
// Host header so that tenants are still told apart by host name. The route table is loaded
// through tsx, which knows the `@shared/*` paths that Vite's config bundler does not.
async function devProxy() {
  const { tsImport } = await import('tsx/esm/api');
  const { routeList } = (await tsImport(
    '../functions/src/routes.ts',
    import.meta.url,
  )) as typeof Routes;
  return Object.fromEntries(
    routeList().map((route) => [
      '^' + route.path.replace(/\{\w+\}/g, '[^/]+') + '$',
      { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    ]),
  );
}

/**
 * Most visits land on a tenant's home page: its screen chunk is preloaded with the entry instead
 * of being discovered only when the router runs.
 */
function preloadHomeScreen(): Plugin {
  return {
    name: 'kantoor-preload-home',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (item) =>
            item.type === 'chunk' &&
            item.facadeModuleId?.endsWith('features/site/pages/home-page.tsx'),
        );
        if (!chunk) return html;
        return html.replace(
          '</head>',
          `  <link rel="modulepreload" crossorigin href="/${chunk.fileName}">\n  </head>`,
        );
      },
    },
  };
}

/**
 * A public page's scripts start after its largest paint (src/public/start-scripts.js, inlined at
 * the end of public.html): the entry's <script> and its preloads leave the head, and that small
 * script asks for them once the hero image is painted or the visitor touches the page.
 */
function startScriptsAfterPaint(): Plugin {
  return {
    name: 'kantoor-start-scripts-after-paint',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"[^>]*><\/script>\s*/.exec(
          html,
        );
        if (!entry) throw new Error('public.html has no entry script');
        const preloads: string[] = [];
        const rest = html
          .replace(entry[0], '')
          .replace(/<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>\s*/g, (_, href) => {
            preloads.push(String(href));
            return '';
          });
        const start = readFileSync(new URL('src/public/start-scripts.js', import.meta.url), 'utf8')
          .replace(/^(\/\/.*|\/\*.*\*\/)\n/gm, '')
          .replace('ENTRY', JSON.stringify(entry[1]))
          .replace('PRELOADS', JSON.stringify(preloads));
        return rest.replace(
          '</body>',
          `<script nonce="${NONCE_PLACEHOLDER}">${start}</script>\n  </body>`,
        );
      },
    },
  };
}

/**
 * The public pages' stylesheet goes into public.html as a <style>: a first visit paints with
 * the HTML alone instead of waiting a round trip for a render-blocking file (about 13 KB gzip,
 * within the document's budget; the page-document function has only public.html in AWS).
 */
function inlinePublicCss(): Plugin {
  return {
    name: 'kantoor-inline-public-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, file: string) => {
            const asset = context.bundle?.[file];
            if (asset?.type !== 'asset') return link;
            const css = String(asset.source).replaceAll('</style', '<\\/style');
            // A lazy part's import names the stylesheets its code uses, and Vite's loader adds a
            // <link> for each it finds no <link rel=stylesheet> of: a disabled one (never
            // fetched) tells it this one is here, or every page would download it again.
            return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled />`;
          },
        );
      },
    },
  };
}

const root = fileURLToPath(new URL('.', import.meta.url));
const LAZY_IMPORT = /\blazy\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1/g;

/**
 * The public build and its server renderer name each `lazy(() => import('x'))` by x's source
 * path (the key of the build's manifest): the server notes the parts a page rendered and the
 * browser loads them before hydrating (src/public/preact-react.ts, `lazy`).
 */
function nameLazyParts(): Plugin {
  return {
    name: 'kantoor-name-lazy-parts',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('node_modules') || !code.includes('lazy(')) return;
      const found = [...code.matchAll(LAZY_IMPORT)];
      if (found.length === 0) return;
      let out = code;
      for (const match of found) {
        const resolved = await this.resolve(match[2] ?? '', id);
        if (!resolved) continue;
        const key = relative(root, resolved.id.split('?')[0] ?? '');
        out = out.replace(match[0], match[0].replace('lazy(', `lazy(${JSON.stringify(key)}, `));
      }
      return { code: out, map: null };
    },
  };
}

/** Preact's compat layer in place of React, for the public pages only (src/public/preact-react.ts). */
const PREACT_ALIASES = [
  {
    find: /^react$/,
    replacement: fileURLToPath(new URL('src/public/preact-react.ts', import.meta.url)),
  },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
];

export default defineConfig(async ({ command, mode, isSsrBuild }): Promise<UserConfig> => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [preloadHomeScreen()]),
    ...(isSsrBuild || mode === 'public' ? [nameLazyParts()] : []),
    ...(mode === 'public' && !isSsrBuild ? [inlinePublicCss(), startScriptsAfterPaint()] : []),
  ],
  resolve: {
    alias: [
      { find: '@shared', replacement: fileURLToPath(new URL('../shared/src', import.meta.url)) },
      // The public pages (their bundle and server renderer) route by the document's path: the
      // router they use is a small file of their own, not react-router (src/public/router.tsx).
      ...(isSsrBuild || mode === 'public'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(new URL('src/public/router.tsx', import.meta.url)),
            },
            ...PREACT_ALIASES,
          ]
        : []),
    ],
  },
  // Every script and preload tag gets this nonce; the page-document function replaces it with
  // the response's own (shared/src/site/page-policy.ts), Vite's preload helper copies it.
  html: { cspNonce: NONCE_PLACEHOLDER },
  build: isSsrBuild
    ? {
        // `vite build --ssr`: the server renderer of the public pages, one self-contained file
        // that the page-document function imports (locally from here, in AWS beside its bundle).
        outDir: 'dist-ssr',
        emptyOutDir: true,
        rollupOptions: {
          input: fileURLToPath(new URL('src/public/entry-server.tsx', import.meta.url)),
          output: { entryFileNames: 'entry-server.mjs', inlineDynamicImports: true },
        },
      }
    : mode === 'public'
      ? {
          // `vite build --mode public`: the public pages' bundle, built on its own so that it
          // shares no chunk with the back office (a shared chunk carries what both import).
          outDir: 'dist',
          emptyOutDir: false,
          sourcemap: true,
          manifest: '.vite/public-manifest.json',
          rollupOptions: { input: fileURLToPath(new URL('public.html', import.meta.url)) },
        }
      : {
          outDir: 'dist',
          emptyOutDir: true,
          sourcemap: true,
          manifest: true,
        },
  ssr: { noExternal: true },
  server: {
    host: true,
    allowedHosts: ['.localhost', 'localhost'],
    proxy: command === 'serve' ? await devProxy() : undefined,
  },
}));
