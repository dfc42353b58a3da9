import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SITE_DATA_ID, type SiteData } from '@shared/site/site-data';
import { queryClient } from '../lib/query-client';
import { PublicApp } from './public-app';
import { PublicRouter } from './router';
import { seedFromText } from './seed';
import '../index.css';

// The public bundle: hydrates the page the server rendered, with the data it rendered from.
const root = document.getElementById('root');
const data = seedFromText(
  queryClient,
  document.getElementById(SITE_DATA_ID)?.textContent,
  window.location.search,
);
if (root && data) {
  hydrateRoot(
    root,
    <StrictMode>
      <PublicRouter>
        <PublicApp client={queryClient} data={data satisfies SiteData} />
      </PublicRouter>
    </StrictMode>,
  );
}
