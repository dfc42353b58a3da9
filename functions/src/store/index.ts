// What other domains (and the scheduler) may use of the store: the settlement of a store
// checkout in the card notification's transaction, the buyer's confirmation once paid, and the
// sweep that lets go of the holds of unpaid orders past their time limit.
export { storeSettlement } from './settlement';
export { releaseLapsedOrders } from './orders';
// The open holds' key, for the data migration that writes it on older orders (issue 24).
export { holdKeyOf } from './limits';
// The site's page documents and sitemap (issue 26): a listed product by id, listed ids to a cap.
// siteHasStore is the one check of whether a site shows a store at all.
export { listedProductsUpTo, siteHasStore, siteProduct, siteStorePage } from './products';
