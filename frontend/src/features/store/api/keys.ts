/** The store's query keys. */
export const storeKeys = {
  products: (category: string) => ['store', 'products', category] as const,
  product: (id: string) => ['store', 'product', id] as const,
  order: (token: string) => ['store', 'order', token] as const,
  branches: (emis: string) => ['store', 'branches', emis] as const,
  orders: (status: string, cursor: string | null) => ['store', 'orders', status, cursor] as const,
};
