// 'react' for the public pages only (their bundle and server renderer; frontend/vite.config.ts
// aliases it): Preact's compat layer (about 11 KB gzip instead of react-dom's 63) plus what the
// components use of React 19 that it lacks. The back office keeps React.
import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useId as compatUseId,
  useState,
  useSyncExternalStore as compatSyncExternalStore,
  type ComponentType,
  type Context,
  type FunctionComponent,
} from 'preact/compat';
import { options, type VNode } from 'preact';

// TypeScript reads 'react' as React's own types everywhere; this file is only what runs.
// @ts-expect-error -- compat's types say `export =`, its module has named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

// React 19 passes `ref` to a function component as a prop (the kit's components spread it on
// their element); Preact 10 keeps it aside unless the component is a forwardRef. Every function
// component gets it as a prop here; class components keep theirs.
const previousVnode = options.vnode;
options.vnode = (vnode: VNode) => {
  const { type } = vnode;
  const withRef = vnode as VNode & { ref?: unknown };
  if (
    typeof type === 'function' &&
    !(type.prototype && 'render' in type.prototype) &&
    withRef.ref != null
  ) {
    (vnode.props as { ref?: unknown }).ref = withRef.ref;
    withRef.ref = null;
  }
  previousVnode?.(vnode);
};

// While the browser hydrates, stores read their server snapshot as React does (the session, the
// cart, the router's address), so the first render matches the server's HTML; the browser's own
// value follows right after.
let hydrating = false;

/** Runs `hydrate` with every store reading its server snapshot. */
export function hydrateAsServer(hydrate: () => void) {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const [asServer, setAsServer] = useState(
    () => getServerSnapshot !== undefined && (hydrating || typeof window === 'undefined'),
  );
  const value = compatSyncExternalStore(
    subscribe,
    asServer && getServerSnapshot ? getServerSnapshot : getSnapshot,
  );
  useEffect(() => {
    if (asServer) setAsServer(false);
  }, [asServer]);
  return value;
}

// Preact counts ids per render root, and each portal (a select's list, a dialog) is a root of
// its own: a select's options took the trigger's ids and were all named like the chosen one.
// The server and the hydrating render keep Preact's ids (they must match the HTML); whatever
// mounts later gets an id of its own.
let laterIds = 0;

export function useId(): string {
  const preactId = compatUseId();
  const [id] = useState(() =>
    hydrating || typeof window === 'undefined' ? preactId : `k${(laterIds += 1)}`,
  );
  return id;
}

/** React 19's `use`, for what the public pages pass it: a context. */
export function use<T>(context: Context<T>): T {
  return useContext(context);
}

// Lazy parts by their source path (the public build's plugin names each `lazy(() =>
// import(...))`): the server notes the parts a page rendered, and the browser loads them before
// hydrating, so hydration never waits at a boundary (Preact 10 keeps only one server node of a
// part that suspends while hydrating, and would drop the rest until its chunk came).
const parts = new Map<string, () => Promise<void>>();

/** Where the server renderer notes the lazy parts of a page (null in the browser). */
export const PartsUsed = createContext<Set<string> | null>(null);

type Loaded<P> = { default: ComponentType<P> };

export function lazy<P extends object>(
  keyOrLoader: string | (() => Promise<Loaded<P>>),
  maybeLoader?: () => Promise<Loaded<P>>,
): FunctionComponent<P> {
  const key = typeof keyOrLoader === 'string' ? keyOrLoader : undefined;
  const loader = typeof keyOrLoader === 'string' ? maybeLoader : keyOrLoader;
  if (!loader) throw new Error('lazy: no loader');
  let component: ComponentType<P> | undefined;
  let failure: unknown;
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= loader().then(
      (module) => {
        component = module.default;
      },
      (error: unknown) => {
        failure = error;
      },
    ));
  if (key) parts.set(key, load);
  function Lazy(props: P) {
    const used = useContext(PartsUsed);
    if (key) used?.add(key);
    if (failure) throw failure;
    if (!component) throw load();
    return createElement(component, props);
  }
  Lazy.displayName = 'Lazy';
  return Lazy;
}

/**
 * Loads the lazy parts named `keys` (what the server rendered), and the parts inside them as
 * their modules arrive, so that hydrating them suspends nowhere.
 */
export async function loadParts(keys: readonly string[]): Promise<void> {
  const started = new Set<string>();
  for (;;) {
    const next = keys.filter((key) => parts.has(key) && !started.has(key));
    if (next.length === 0) return;
    for (const key of next) started.add(key);
    await Promise.all(next.map((key) => parts.get(key)?.()));
  }
}
