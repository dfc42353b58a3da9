/** Query keys of the catalogue: everything under ['catalogue', kind] is one list's data. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  products: ['catalogue', 'products'] as const,
  productList: () => ['catalogue', 'products', 'all'] as const,
  inventory: () => ['catalogue', 'products', 'inventory'] as const,
  inStock: () => ['catalogue', 'products', 'in-stock'] as const,
  lowStock: () => ['catalogue', 'products', 'low-stock'] as const,
  receivings: ['catalogue', 'receivings'] as const,
  categories: ['catalogue', 'categories'] as const,
  suppliers: ['catalogue', 'suppliers'] as const,
  services: ['catalogue', 'services'] as const,
  transportations: ['catalogue', 'transportations'] as const,
  staff: ['catalogue', 'staff'] as const,
};
