import { hydrateRoot } from 'react-dom/client';
import { SITE_DATA_ID, type SiteData } from '@shared/site/site-data';
import { queryClient } from '../lib/query-client';
import { hydrateAsServer, loadParts } from './preact-react';
import { takeParts } from './parts';
import { PublicApp } from './public-app';
import { PublicRouter } from './router';
import { seedFromText } from './seed';
import '../index.css';

// The public bundle (Preact, see preact-react.ts): hydrates the page the server rendered, with
// the data it rendered from, once the lazy parts the server rendered have loaded.
const root = document.getElementById('root');
const data = seedFromText(
  queryClient,
  document.getElementById(SITE_DATA_ID)?.textContent,
  window.location.search,
);
// Not a top-level await: the lazy chunks import this entry's shared code, which must finish first.
if (root && data) {
  void loadParts(takeParts(root)).then(() =>
    hydrateAsServer(() =>
      hydrateRoot(
        root,
        <PublicRouter>
          <PublicApp client={queryClient} data={data satisfies SiteData} />
        </PublicRouter>,
      ),
    ),
  );
}
