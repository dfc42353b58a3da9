import {
  recordReceivingsBody,
  saveProductAndReceiveBody,
  saveProductBody,
  saveServiceBody,
  saveSupplierBody,
  saveTransportationBody,
} from '@shared/catalogue/schemas';
import type { UniqueScope } from '@shared/catalogue/unique';
import { createStaffBody, saveClientBody, saveNoteBody } from '@shared/clients/schemas';
import { systemContext, type RequestContext } from '../kernel/context';
import {
  createCategory,
  saveProduct,
  saveProductAndReceive,
  saveService,
  saveSupplier,
  saveTransportation,
} from './service';
import { recordReceivings } from './stock';
import { saveClient, saveNote } from '../clients';
import { createStaff } from '../staff';
import { holderOf } from '../kernel/unique';
import type { Deps } from '../platform/deps';
import type { SeedStep } from '../platform/seed-step';
import { CATALOGUE_SEED, type SeedCatalogue } from './seed-data';

/** The catalogue's demo data, for the store's seed (which finds these products by name). */
export { CATALOGUE_SEED };

/**
 * The catalogue's demo data (seed-data.ts, for the general business and the legal practice):
 * clients (with notes), staff, suppliers, categories, products with their stock from receivings,
 * services and transportations, written through the same use cases as the routes (markers,
 * stock and search text as a person's writes would leave them). A row whose unique value exists
 * already is found by its marker, so a step interrupted and run again adds only what is missing.
 */
export const catalogueSeeds: SeedStep[] = [
  {
    id: 'catalogue',
    needs: ['tenants'],
    run: async ({ deps }) => {
      for (const seed of CATALOGUE_SEED) await seedCompanyCatalogue(deps, seed);
    },
  },
];

async function idOf(
  scope: RequestContext,
  unique: UniqueScope,
  name: string,
  result: { status: 'success'; id: string } | { status: 'exist' },
): Promise<string> {
  if (result.status === 'success') return result.id;
  const id = await holderOf(scope.db, scope.emis, unique, name);
  if (!id) throw new Error(`Seeding ${scope.emis}: ${name} neither created nor found`);
  return id;
}

async function seedCompanyCatalogue(deps: Deps, seed: SeedCatalogue) {
  const scope = systemContext(deps, seed.emis);
  const categories = new Map<string, string>();
  for (const category of seed.categories) {
    const result = await createCategory(scope, category);
    categories.set(category.name, await idOf(scope, 'category_name', category.name, result));
  }
  const suppliers = new Map<string, string>();
  for (const supplier of seed.suppliers) {
    const result = await saveSupplier(scope, saveSupplierBody.parse(supplier));
    suppliers.set(supplier.name, await idOf(scope, 'supplier_name', supplier.name, result));
  }
  for (const member of seed.staff) await createStaff(scope, createStaffBody.parse(member));
  for (const { notes, ...client } of seed.clients) {
    const saved = await saveClient(scope, saveClientBody.parse(client));
    // Notes only with a new client: a rerun does not repeat them.
    if (saved.status !== 'success') continue;
    for (const note of notes ?? [])
      await saveNote(scope, saveNoteBody.parse({ ...note, sid: saved.id }));
  }
  for (const product of seed.products) {
    const body = {
      ...product,
      category_id: categories.get(product.category),
      supplier: suppliers.get(product.supplier),
      quantity: product.received,
    };
    // A product with nothing received yet has no receiving: it starts out of stock.
    const result =
      product.received > 0
        ? await saveProductAndReceive(scope, saveProductAndReceiveBody.parse(body))
        : await saveProduct(scope, saveProductBody.parse(body));
    if (result.status !== 'success') continue;
    for (const more of product.more ?? []) {
      await recordReceivings(scope, recordReceivingsBody.parse({ productId: result.id, ...more }));
    }
  }
  for (const service of seed.services) {
    await saveService(
      scope,
      saveServiceBody.parse({ ...service, category_id: categories.get(service.category) }),
    );
  }
  for (const transportation of seed.transportations) {
    await saveTransportation(
      scope,
      saveTransportationBody.parse({
        ...transportation,
        categoryID: categories.get(transportation.category),
      }),
    );
  }
}
