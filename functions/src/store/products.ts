import { planIncludes } from '@shared/plans/entitlements';
import {
  STORE_CATEGORIES,
  storeProductsBody,
  type StoreProductView,
  type StoreProductsBody,
  type StoreProductsReply,
} from '@shared/store/schemas';
import {
  availableOf,
  listedProducts,
  namesOf,
  productImage,
  productById,
  type ProductRecord,
} from '../catalogue';
import type { OnSite, RequestContext } from '../kernel/context';
import { holderOf } from '../kernel/unique';
import { storeError } from './errors';

/** A product's picture: the catalogue's rule (Store Products folder or a site path). */
export const storeImage = productImage;

export function storeProductView(
  product: ProductRecord,
  categories: Map<string, string>,
): StoreProductView {
  return {
    id: product.id,
    name: product.name,
    code: product.code ?? null,
    price: product.price,
    category: categories.get(product.category_id) ?? null,
    image: storeImage(product.emis, product.image),
    stars: Math.max(0, Math.min(5, product.stars ?? 0)),
    total_reviews: Math.max(0, Math.trunc(product.total_reviews ?? 0)),
    details: product.details ?? null,
    available: availableOf(product),
  };
}

/**
 * POST /store/products: a page of the site's company's products listed on the store (list =
 * Yes), of one category (by its name: Phones, Notebooks) or all. The catalogue reads the page
 * (its own products only: another company's never appear).
 */
export async function storeProducts(
  ctx: RequestContext<OnSite>,
  body: StoreProductsBody,
): Promise<StoreProductsReply> {
  const reply = (rows: ProductRecord[], cursor: string | null, names: Map<string, string>) => ({
    rows: rows.map((row) => storeProductView(row, names)),
    cursor,
    categories: STORE_CATEGORIES,
    currency: ctx.company.currency ?? 'ZAR',
    delivery_province: ctx.company.delivery_province ?? null,
  });
  const categoryId = body.category
    ? await holderOf(ctx.db, ctx.emis, 'category_name', body.category)
    : undefined;
  // A category the company does not have lists nothing (the select is the spec's fixed one).
  if (body.category && !categoryId) return reply([], null, new Map());
  const page = await listedProducts(ctx, { categoryId, cursor: body.cursor, limit: body.limit });
  const names = await namesOf(
    ctx.db,
    ctx.emis,
    'category',
    page.rows.map((r) => r.category_id),
  );
  return reply(page.rows, page.cursor, names);
}

/** A listed product of the site's company; anything else (unlisted, another's) is 404. */
export async function listedProduct(
  ctx: RequestContext<OnSite>,
  id: string,
): Promise<ProductRecord> {
  const product = await productById(ctx, id);
  if (!product || product.list !== 'Yes') throw storeError('notListed');
  return product;
}

/** POST /store/product: one listed product's details. */
export async function storeProduct(
  ctx: RequestContext<OnSite>,
  id: string,
): Promise<StoreProductView & { currency: string }> {
  const product = await listedProduct(ctx, id);
  const names = await namesOf(ctx.db, ctx.emis, 'category', [product.category_id]);
  return { ...storeProductView(product, names), currency: ctx.company.currency ?? 'ZAR' };
}

type SiteTenant = Pick<RequestContext<OnSite>, 'db' | 'emis' | 'company'>;

/**
 * Whether the site's company has the online store: the one check every store page of its site
 * (page documents, sitemap, heads) goes through.
 */
export function siteHasStore(company: { plan?: string | null }): boolean {
  return planIncludes(company.plan, 'store');
}

/**
 * /web-store's page document: the first page of a category (as POST /store/products answers
 * it), or null when the company has no store. An unknown category lists nothing.
 */
export async function siteStorePage(
  ctx: RequestContext<OnSite>,
  category: string | null,
): Promise<StoreProductsReply | null> {
  if (!siteHasStore(ctx.company)) return null;
  const body = storeProductsBody.safeParse(category ? { category } : {});
  return storeProducts(ctx, body.success ? body.data : storeProductsBody.parse({}));
}

/**
 * A listed product of the site's company as its page shows it (the page document's head), or
 * undefined: unlisted, missing, another company's, or a company without the store.
 */
export async function siteProduct(
  ctx: SiteTenant,
  id: string,
): Promise<(StoreProductView & { currency: string }) | undefined> {
  if (!siteHasStore(ctx.company)) return undefined;
  const product = await productById(ctx, id);
  if (!product || product.list !== 'Yes') return undefined;
  const names = await namesOf(ctx.db, ctx.emis, 'category', [product.category_id]);
  return { ...storeProductView(product, names), currency: ctx.company.currency ?? 'ZAR' };
}

/** Pages the sitemap reads of the listed products at most (each a bounded Query). */
const SITEMAP_PAGES = 20;

/**
 * Up to `cap` of the company's listed products (ids and when each last changed) for the
 * sitemap, a page at a time; none for a company without the store.
 */
export async function listedProductsUpTo(
  ctx: SiteTenant,
  cap: number,
): Promise<Array<{ id: string; updated_at: string | null }>> {
  if (!siteHasStore(ctx.company)) return [];
  const rows: Array<{ id: string; updated_at: string | null }> = [];
  let cursor: string | null = null;
  for (let page = 0; page < SITEMAP_PAGES && rows.length < cap; page += 1) {
    const found: { rows: ProductRecord[]; cursor: string | null } = await listedProducts(ctx, {
      categoryId: undefined,
      cursor,
      limit: Math.min(100, cap - rows.length),
    });
    rows.push(...found.rows.map((p) => ({ id: p.id, updated_at: p.updated_at ?? null })));
    cursor = found.cursor;
    if (!cursor) break;
  }
  return rows.slice(0, cap);
}
