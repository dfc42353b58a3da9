import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { SiteData } from '@shared/site/site-data';

const SiteDataContext = createContext<SiteData | undefined>(undefined);

/** The public pages' document data (server-rendered pages only; the back office has none). */
export function SiteDataProvider({ value, children }: { value: SiteData; children: ReactNode }) {
  return <SiteDataContext.Provider value={value}>{children}</SiteDataContext.Provider>;
}

/** The page document's data when the page came rendered from the server, else undefined. */
export function useSiteData(): SiteData | undefined {
  return useContext(SiteDataContext);
}

/**
 * The site's host name: the page document's (the same on the server and while hydrating), else
 * the browser's.
 */
export function useSiteDomain(): string {
  return useSiteData()?.domain ?? window.location.hostname;
}

/**
 * False on the server and in the hydrating render, true after: what only a browser can draw
 * (a calendar widget) waits for it, so that hydration meets the server's HTML.
 */
export function useMounted(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

const noChanges = () => () => {};
