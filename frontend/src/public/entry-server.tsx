import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { SiteData } from '@shared/site/site-data';
import { PublicApp } from './public-app';
import { seedQueries } from './seed';

/**
 * The server renderer (built by `vite build --ssr` into frontend/dist-ssr/entry-server.mjs and
 * imported by the page-document function): the HTML of a public page at `url`, rendered from
 * `data`, with every lazy part (the home's sections, the footer) waited for.
 */
export async function render(data: SiteData, url: string): Promise<string> {
  // Queries start only when a component mounts in a browser: what is not in `data` renders as
  // loading here and in the hydrating browser alike, which then asks for it.
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  seedQueries(client, data);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <PublicApp client={client} data={data} />
      </StaticRouter>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
