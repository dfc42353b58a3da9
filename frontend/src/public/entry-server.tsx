import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import type { SiteData } from '@shared/site/site-data';
import { PublicApp } from './public-app';
import { PublicRouter } from './router';
import { seedQueries } from './seed';

// React marks a Suspense boundary it could not finish on the server with this comment.
const CLIENT_RENDERED = '<!--$!-->';

/**
 * The server renderer (built by `vite build --ssr` into frontend/dist-ssr/entry-server.mjs and
 * imported by the page-document function): the HTML of a public page at `url`, rendered from
 * `data`, complete (the home's lazy sections and footer included) and free of inline scripts.
 */
export async function render(data: SiteData, url: string): Promise<string> {
  // Queries start only when a component mounts in a browser: what is not in `data` renders as
  // loading here and in the hydrating browser alike, which then asks for it.
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  seedQueries(client, data, new URL(url, 'http://site').search);
  const tree = (
    <StrictMode>
      <PublicRouter url={url}>
        <PublicApp client={client} data={data} />
      </PublicRouter>
    </StrictMode>
  );
  // prerender waits for lazy parts but streams large boundaries in behind inline scripts (which
  // the CSP refuses and a reader without JavaScript never sees): it only loads them here, and
  // renderToString, with every lazy part loaded, writes the page in place.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const html = renderToString(tree);
    if (!html.includes(CLIENT_RENDERED)) return html;
    const { prelude } = await prerenderToNodeStream(tree);
    for await (const chunk of prelude) void chunk;
  }
  return renderToString(tree);
}
