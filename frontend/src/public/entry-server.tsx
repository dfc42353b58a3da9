import { QueryClient } from '@tanstack/react-query';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import type { ComponentType, ReactNode } from 'react';
import type { SiteData } from '@shared/site/site-data';
import { PartsUsed } from './preact-react';
import { PARTS_MARK } from './parts';
import { PublicApp } from './public-app';
import { PublicRouter } from './router';
import { seedQueries } from './seed';

// Preact's provider under React's JSX types (the tree is React-typed, Preact at run time).
const NoteParts = PartsUsed.Provider as unknown as ComponentType<{
  value: Set<string>;
  children: ReactNode;
}>;

/**
 * The server renderer (built by `vite build --ssr` into frontend/dist-ssr/entry-server.mjs and
 * imported by the page-document function): the HTML of a public page at `url`, rendered from
 * `data` with Preact (the browser hydrates it with Preact too, so the markup matches), complete
 * (the home's lazy sections and footer included) and free of inline scripts. A last comment
 * names the lazy parts it rendered, which the browser loads before hydrating.
 */
export async function render(data: SiteData, url: string): Promise<string> {
  // Queries start only when a component mounts in a browser: what is not in `data` renders as
  // loading here and in the hydrating browser alike, which then asks for it.
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  seedQueries(client, data, new URL(url, 'http://site').search);
  const used = new Set<string>();
  const tree = (
    <NoteParts value={used}>
      <PublicRouter url={url}>
        <PublicApp client={client} data={data} />
      </PublicRouter>
    </NoteParts>
  );
  // A React-typed element, a Preact vnode at run time.
  const html = await renderToStringAsync(tree as unknown as VNode);
  return `${html}<!--${PARTS_MARK}${[...used].join(',')}-->`;
}
