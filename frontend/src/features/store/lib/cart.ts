import { useSyncExternalStore } from 'react';

/**
 * The store's cart, kept in the browser (localStorage, per site) so it survives a reload. Each
 * product is in it once, quantity 1 (extended.md §9); the prices here are for showing only: the
 * server prices the order from its catalogue.
 */
export type CartItem = { id: string; name: string; price: number; image: string | null };

export const CART_KEY = 'kantoor.store.cart';
const MAX_ITEMS = 40;

const listeners = new Set<() => void>();
let cached: { raw: string | null; items: CartItem[] } = { raw: null, items: [] };

function isItem(value: unknown): value is CartItem {
  const item = value as CartItem;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.id === 'string' &&
    typeof item.name === 'string' &&
    Number.isInteger(item.price) &&
    (item.image === null || typeof item.image === 'string')
  );
}

function stored(): string | null {
  try {
    return localStorage.getItem(CART_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): CartItem[] {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isItem).slice(0, MAX_ITEMS) : [];
  } catch {
    return [];
  }
}

/** The cart as stored; the same array while the stored text is the same (a stable snapshot). */
function read(): CartItem[] {
  const raw = stored();
  if (raw !== cached.raw) cached = { raw, items: parse(raw) };
  return cached.items;
}

function write(items: CartItem[]) {
  try {
    localStorage.setItem(CART_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the cart lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changing the cart.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Adds a product (once); false when it was in the cart already. */
export function addToCart(item: CartItem): boolean {
  const items = read();
  if (items.some((i) => i.id === item.id)) return false;
  write([...items, item].slice(0, MAX_ITEMS));
  return true;
}

export const removeFromCart = (id: string) => write(read().filter((i) => i.id !== id));
export const clearCart = () => write([]);

/** The cart's items, re-rendered when it changes (here or in another tab). */
export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, read, () => []);
}
