import { readFileSync } from 'node:fs';
import { saveProductAndReceiveBody, saveSupplierBody } from '@shared/catalogue/schemas';
import type { TableRow } from '@shared/tables/types';
import { createCategory, productById, saveProductAndReceive, saveSupplier } from '../catalogue';
import { CATALOGUE_SEED } from '../catalogue/seed';
import { systemContext } from '../kernel/context';
import { commit } from '../kernel/transaction';
import { holderOf } from '../kernel/unique';
import type { Deps } from '../platform/deps';
import type { SeedStep } from '../platform/seed-step';
import { tableRecord } from '../tables';

/**
 * The web store (issue 16). Vula Trading (shop.localhost) moves to the Premium plan
 * (point of sale and the online store) and delivers free within KwaZulu-Natal; the provider
 * (localhost, whose home page has the store teaser) delivers free within Gauteng. Each gets the
 * store's categories, Phones and Notebooks, and refurbished phones and laptops listed on the
 * store with a picture, a rating, reviews, details and stock from a receiving.
 */
type StoreProduct = {
  name: string;
  code: string;
  cost: string;
  price: string;
  category: 'Phones' | 'Notebooks';
  received: number;
  stars: number;
  reviews: number;
  details: string;
};

type StoreSeed = {
  emis: string;
  plan?: 'Premium';
  province: string;
  supplier: { name: string; contactPerson: string; phone: string; email: string; city: string };
  products: StoreProduct[];
};

export const STORE_SEED: StoreSeed[] = [
  {
    emis: 'vula-trading',
    plan: 'Premium',
    province: 'KwaZulu-Natal',
    supplier: {
      name: 'Berea Toner and Tech Supplies',
      contactPerson: 'Themba Mthethwa',
      phone: '031 555 0876',
      email: 'sales@bereatoner.co.za',
      city: 'Durban',
    },
    products: [
      {
        name: 'Samsung Galaxy A54 5G 128GB (Refurbished)',
        code: 'PH-SGA54',
        cost: '3,100.00',
        price: '4,299.00',
        category: 'Phones',
        received: 6,
        stars: 4.5,
        reviews: 38,
        details:
          'Grade A refurbished: tested, new battery over 90% health, unlocked for all South African networks. 6.4" screen, 50 MP camera, dual SIM. Charger and cable included; 6-month warranty.',
      },
      {
        name: 'Apple iPhone 12 64GB (Refurbished)',
        code: 'PH-IP12',
        cost: '4,900.00',
        price: '6,499.00',
        category: 'Phones',
        received: 4,
        stars: 4.6,
        reviews: 52,
        details:
          'Grade A refurbished, Face ID working, battery health above 85%, unlocked. 6.1" OLED screen, 5G. Comes with a USB-C to Lightning cable; 6-month warranty.',
      },
      {
        name: 'Nokia G21 64GB (Refurbished)',
        code: 'PH-NKG21',
        cost: '1,250.00',
        price: '1,899.00',
        category: 'Phones',
        received: 8,
        stars: 4,
        reviews: 17,
        details:
          'Three-day battery, 6.5" screen, 50 MP camera, dual SIM and a memory card slot. Refurbished and tested; 6-month warranty.',
      },
      {
        name: 'Lenovo ThinkPad T480 i5 8GB 256GB SSD (Refurbished)',
        code: 'NB-T480',
        cost: '4,200.00',
        price: '5,999.00',
        category: 'Notebooks',
        received: 5,
        stars: 4.7,
        reviews: 64,
        details:
          'Intel Core i5 8th gen, 8 GB RAM, 256 GB SSD, 14" Full HD, Windows 11 Pro. Business keyboard, two batteries. Tested and cleaned; 12-month warranty.',
      },
      {
        name: 'Dell Latitude 5490 i5 8GB 256GB SSD (Refurbished)',
        code: 'NB-L5490',
        cost: '3,800.00',
        price: '5,499.00',
        category: 'Notebooks',
        received: 3,
        stars: 4.3,
        reviews: 29,
        details:
          'Intel Core i5 8th gen, 8 GB RAM, 256 GB SSD, 14" screen, Windows 11 Pro, HDMI and USB-C. 12-month warranty.',
      },
      {
        name: 'HP EliteBook 840 G5 i7 16GB 512GB SSD (Refurbished)',
        code: 'NB-EB840',
        cost: '5,600.00',
        price: '7,999.00',
        category: 'Notebooks',
        received: 2,
        stars: 4.8,
        reviews: 41,
        details:
          'Intel Core i7 8th gen, 16 GB RAM, 512 GB SSD, 14" Full HD touch screen, Windows 11 Pro, backlit keyboard. 12-month warranty.',
      },
    ],
  },
  {
    emis: 'baron-007',
    province: 'Gauteng',
    supplier: {
      name: 'Jozi Refurbished Devices',
      contactPerson: 'Karabo Molefe',
      phone: '011 555 0342',
      email: 'trade@jozirefurb.co.za',
      city: 'Johannesburg',
    },
    products: [
      {
        name: 'Samsung Galaxy A34 5G 128GB (Refurbished)',
        code: 'PH-SGA34',
        cost: '2,600.00',
        price: '3,599.00',
        category: 'Phones',
        received: 10,
        stars: 4.4,
        reviews: 23,
        details:
          'Grade A refurbished, unlocked, 6.6" screen, 48 MP camera. 6-month warranty; free delivery in Gauteng within 72 hours.',
      },
      {
        name: 'Apple iPhone 11 64GB (Refurbished)',
        code: 'PH-IP11',
        cost: '3,900.00',
        price: '5,299.00',
        category: 'Phones',
        received: 6,
        stars: 4.5,
        reviews: 47,
        details:
          'Grade A refurbished, battery health above 85%, unlocked. 6-month warranty; free delivery in Gauteng within 72 hours.',
      },
      {
        name: 'Lenovo ThinkPad X390 i5 8GB 256GB SSD (Refurbished)',
        code: 'NB-X390',
        cost: '4,100.00',
        price: '5,799.00',
        category: 'Notebooks',
        received: 7,
        stars: 4.6,
        reviews: 31,
        details:
          'Intel Core i5 8th gen, 8 GB RAM, 256 GB SSD, 13.3" Full HD, Windows 11 Pro, 1.2 kg. 12-month warranty.',
      },
      {
        name: 'Dell Latitude 7400 i7 16GB 512GB SSD (Refurbished)',
        code: 'NB-L7400',
        cost: '6,200.00',
        price: '8,499.00',
        category: 'Notebooks',
        received: 4,
        stars: 4.7,
        reviews: 19,
        details:
          'Intel Core i7 8th gen, 16 GB RAM, 512 GB SSD, 14" Full HD, Windows 11 Pro. 12-month warranty.',
      },
    ],
  },
];

const products = tableRecord('products');

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/**
 * What the store shows of the catalogue's listed products (catalogue/seed-data.ts), by code: a
 * description for the product page. Their pictures, like the store's own, are drawn in
 * tools/product-pictures and stored as pictures/<code>.png.
 */
const CATALOGUE_DETAILS: Record<string, string> = {
  'PAP-A4-80':
    'Bright white 80 gsm A4 copy paper, 500 sheets a ream. Jam-free in laser and inkjet printers and copiers. Sold by the ream; ask for the box price on 5 reams or more.',
  'PEN-BL-50':
    'A box of 50 medium-point blue ballpoint pens with a capped, clip-on barrel. Smooth quick-drying ink for forms, receipts and everyday notes.',
  'FIL-LA-BK':
    'Black A4 lever arch file with a 70 mm spine that holds about 500 sheets. Strong two-ring mechanism, thumb hole and a spine label pocket.',
  'INK-HP305-BK':
    'Original HP 305 black ink cartridge for the DeskJet 2700 and 4100 series. About 120 pages a cartridge; sealed and dated.',
  'TON-TN2420':
    'Brother TN-2420 high-yield black toner for the HL-L2350, DCP-L2530 and MFC-L2710 range. About 3,000 pages at 5 % cover.',
  'HW-HAM-450':
    'A 450 g claw hammer with a forged steel head and a fibreglass handle with a rubber grip. Curved claw for pulling nails.',
  'HW-EXT-5M4':
    'Four-way multiplug on a 5 m cord, SABS approved, with an overload switch. Takes the South African three-pin plug in every socket.',
  'FRN-CHR-MSH':
    'Ergonomic office chair with a breathable mesh back, adjustable lumbar support, height and armrests. Five-star base on smooth castors; carries up to 120 kg. Two-year warranty.',
  'RT-SAM-A52':
    'Grade A refurbished Samsung Galaxy A52, 128 GB, unlocked for all South African networks. 6.5" screen, 64 MP camera. 6-month warranty.',
};

/** A product's code as its picture's file name (nb-t480.png). */
const pictureName = (code: string) => `${slug(code)}.png`;

/** The drawn picture of a product, or undefined when none was drawn for its code. */
function drawnPicture(code: string): Uint8Array | undefined {
  try {
    return readFileSync(new URL(`./pictures/${pictureName(code)}`, import.meta.url));
  } catch {
    return undefined;
  }
}

async function seedStore(deps: Deps) {
  for (const seed of STORE_SEED) {
    const ctx = systemContext(deps, seed.emis);
    await ctx.db.entities.company
      .patch({ emis: seed.emis })
      .set({ delivery_province: seed.province, ...(seed.plan ? { plan: seed.plan } : {}) })
      .go();
    const categories = new Map<string, string>();
    for (const name of ['Phones', 'Notebooks']) {
      await createCategory(ctx, { name, description: `Refurbished ${name.toLowerCase()}` });
      categories.set(name, (await holderOf(ctx.db, seed.emis, 'category_name', name))!);
    }
    await saveSupplier(ctx, saveSupplierBody.parse(seed.supplier));
    const supplier = await holderOf(ctx.db, seed.emis, 'supplier_name', seed.supplier.name);
    // Idempotent on the product's name (unique in a company): a product the company has is not
    // added again, nor one whose code the catalogue's seed gave the company under another name.
    const catalogueCodes = new Set(
      CATALOGUE_SEED.filter((c) => c.emis === seed.emis).flatMap((c) =>
        c.products.map((p) => p.code.toUpperCase()),
      ),
    );
    for (const product of seed.products) {
      if (catalogueCodes.has(product.code.toUpperCase())) continue;
      if (await seededProduct(ctx, product.name)) continue;
      const saved = await saveProductAndReceive(
        ctx,
        saveProductAndReceiveBody.parse({
          name: product.name,
          code: product.code,
          cost: product.cost,
          price: product.price,
          category_id: categories.get(product.category),
          supplier,
          list: 'Yes',
          quantity: product.received,
          date: '2026-11-01',
        }),
      );
      // A rerun finds the product by its name and leaves it as it is.
      if (saved.status !== 'success') continue;
      const current = await productById(ctx, saved.id);
      if (!current) continue;
      const change = products.update(ctx, current as unknown as TableRow, {
        stars: product.stars,
        total_reviews: product.reviews,
        details: product.details,
      });
      await commit(ctx.db, (tx) => change.steps(tx));
    }
  }
}

/** Products seeded twice under another code before (issue 28): unlisted if found. */
const DUPLICATES = [{ name: 'Refurbished Lenovo ThinkPad T480', code: 'RT-LEN-T480' }];

/** A demo product found by its name's unique marker: one read, never the whole catalogue. */
async function seededProduct(ctx: ReturnType<typeof systemContext>, name: string) {
  const id = await holderOf(ctx.db, ctx.emis, 'product_name', name);
  return id ? productById(ctx, id) : undefined;
}

/**
 * Every demo product of the store's companies gets its drawn picture and, when it has none, its
 * description. Runs on data seeded before the pictures were drawn too (its own step), replacing
 * the abstract pictures; a product seeded twice is taken off the store. The products are the
 * seeds' own (the catalogue's and the store's, found by name), not a read of the catalogue.
 */
async function seedPictures(deps: Deps) {
  for (const seed of STORE_SEED) {
    const ctx = systemContext(deps, seed.emis);
    const details = new Map<string, string>([
      ...Object.entries(CATALOGUE_DETAILS),
      ...seed.products.map((p) => [p.code, p.details] as const),
    ]);
    const names = [
      ...CATALOGUE_SEED.filter((c) => c.emis === seed.emis).flatMap((c) => c.products),
      ...seed.products,
      ...DUPLICATES,
    ].map((p) => p.name);
    for (const name of new Set(names)) {
      const product = await seededProduct(ctx, name);
      if (!product) continue;
      const code = product.code?.trim();
      if (!code) continue;
      const duplicate = DUPLICATES.some((old) => old.code === code.toUpperCase());
      const picture = drawnPicture(code);
      const text = details.get(code.toUpperCase());
      if (!duplicate && !picture && !text) continue;
      if (picture)
        await deps.blobs.put(
          `images/products/${seed.emis}/${pictureName(code)}`,
          picture,
          'image/png',
        );
      const change = products.update(ctx, product as unknown as TableRow, {
        ...(duplicate ? { list: 'No' } : {}),
        ...(picture ? { image: pictureName(code) } : {}),
        ...(text && !product.details ? { details: text } : {}),
      });
      await commit(ctx.db, (tx) => change.steps(tx));
    }
  }
}

/** The store's categories, supplier and products, with their pictures (see above). */
export const storeSeeds: SeedStep[] = [
  { id: 'store', needs: ['tenants'], run: ({ deps }) => seedStore(deps) },
  { id: 'store-pictures', needs: ['store', 'catalogue'], run: ({ deps }) => seedPictures(deps) },
];
