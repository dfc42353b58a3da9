// What other domains may use of the catalogue: products' stock figures and the conditional
// writes that hold, release and take stock inside their own transactions (the web store and
// the point of sale, issue 16), and the products' views.
export {
  availableOf,
  releaseStep,
  reserveStep,
  reservedOf,
  sellStep,
  stockLevels,
  takeReservedStep,
  type StockLevel,
} from './reservations';
export type { ProductRecord, CategoryRecord } from './views';
export { namesOf, productImage } from './views';
// The store's demo seed writes its categories, supplier and products through these use cases.
export { createCategory, saveProductAndReceive, saveSupplier } from './service';
// The web store's questions about products: one by id, and a page of those listed for sale.
export { listedKeyWrites, listedProducts, productById } from './listed';
// What a document's lines cost the company, and what a billing form offers for sale.
export { catalogueCosts, catalogueLines, itemsForSale } from './costs';
// The home's stock running low (issue 28): the company's count of products at or below their
// reorder level; the migration's backfill of the low-stock keys and counter.
export { CATALOGUE_LOW, lowDeltas, lowKeyWrites, lowStockFigure } from './low-stock';
