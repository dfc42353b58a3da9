// The public pages' router: what their components use of react-router (Link, NavLink,
// useLocation, useSearchParams, useNavigate, Navigate, Outlet), in a few hundred bytes. The
// public build aliases 'react-router' to this file (frontend/vite.config.ts); the back office
// keeps the real one. Moving to another page is a full load of its server-rendered document;
// only the query of the page shown changes in place (the store's category).
import {
  createContext,
  useContext,
  useEffect,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type CSSProperties,
  type ReactNode,
} from 'react';

export type To = string | { pathname?: string; search?: string; hash?: string };
type Where = { pathname: string; search: string; hash: string };
type NavigateOptions = { replace?: boolean };

const listeners = new Set<() => void>();
let current: Where | undefined;

function browserWhere(): Where {
  const { pathname, search, hash } = window.location;
  if (
    !current ||
    current.pathname !== pathname ||
    current.search !== search ||
    current.hash !== hash
  )
    current = { pathname, search, hash };
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** The server's address of the page (the browser's own is read from window.location). */
const ServerWhere = createContext<Where | undefined>(undefined);

/** Renders the public pages for `url` on the server; in the browser, for the document's URL. */
export function PublicRouter({ url, children }: { url?: string; children: ReactNode }) {
  const parsed = url ? new URL(url, 'http://site') : undefined;
  const where = parsed && { pathname: parsed.pathname, search: parsed.search, hash: '' };
  return <ServerWhere.Provider value={where}>{children}</ServerWhere.Provider>;
}

export function useLocation(): Where & { state: null; key: string } {
  const server = useContext(ServerWhere);
  const where = useSyncExternalStore(subscribe, browserWhere, () => server ?? browserWhere());
  return { ...where, state: null, key: 'default' };
}

export function href(to: To): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}` || '.';
}

/** Another page is a full load; the same page with another query changes in place. */
function go(to: To | number, options: NavigateOptions = {}) {
  if (typeof to === 'number') return window.history.go(to);
  const target = new URL(href(to), window.location.href);
  if (target.origin === window.location.origin && target.pathname === window.location.pathname) {
    window.history[options.replace ? 'replaceState' : 'pushState'](null, '', target.href);
    for (const listener of listeners) listener();
    return;
  }
  if (options.replace) window.location.replace(target.href);
  else window.location.assign(target.href);
}

export function useNavigate() {
  return (to: To | number, options?: NavigateOptions) => {
    go(to, options);
    return Promise.resolve();
  };
}

export function Navigate({ to, replace }: { to: To; replace?: boolean }) {
  useEffect(() => go(to, { replace }), [to, replace]);
  return null;
}

type SearchInit = string | URLSearchParams | Record<string, string>;

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit, options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const set = (next: SearchInit, options?: NavigateOptions) => {
    const text = new URLSearchParams(next).toString();
    go({ pathname: window.location.pathname, search: text ? `?${text}` : '' }, options);
  };
  return [new URLSearchParams(search), set];
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  reloadDocument?: boolean;
  viewTransition?: boolean;
  prefetch?: string;
};

export function Link({
  to,
  replace,
  state,
  reloadDocument,
  viewTransition,
  prefetch,
  ...rest
}: LinkProps) {
  void replace;
  void state;
  void reloadDocument;
  void viewTransition;
  void prefetch;
  return <a href={href(to)} {...rest} />;
}

type Active = { isActive: boolean; isPending: boolean; isTransitioning: boolean };

export function NavLink({
  to,
  end,
  className,
  style,
  children,
  ...rest
}: Omit<LinkProps, 'className' | 'style' | 'children'> & {
  end?: boolean;
  className?: string | ((state: Active) => string | undefined);
  style?: CSSProperties | ((state: Active) => CSSProperties | undefined);
  children?: ReactNode | ((state: Active) => ReactNode);
}) {
  const { pathname } = useLocation();
  const target = (typeof to === 'string' ? to : (to.pathname ?? '')).split(/[?#]/)[0] || '/';
  const isActive =
    pathname === target ||
    (!end && target !== '/' && pathname.startsWith(target.endsWith('/') ? target : `${target}/`));
  const state = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className(state) : className}
      style={typeof style === 'function' ? style(state) : style}
      {...rest}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}

const OutletContent = createContext<ReactNode>(null);

/** A layout's page: what the public app put in it. */
export function Outlet() {
  return <>{useContext(OutletContent)}</>;
}

export function WithOutlet({ page, children }: { page: ReactNode; children: ReactNode }) {
  return <OutletContent.Provider value={page}>{children}</OutletContent.Provider>;
}
