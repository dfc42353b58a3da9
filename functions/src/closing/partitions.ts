// A company's partitions (issue 27): every item whose key starts with its emis is in one of
// them, found from the entity registry (functions/src/entities.ts), never by a Scan. Most
// entities keep a company's items in one partition (`<emis>#<kind>`); a few split them by a
// further key (a figure's name, a scope, a table, a talent): those values are listed here, each
// from where it is decided (partitions.test.ts fails for a new split entity not listed).
import '../audit-trails';
import { partitionItems as itemsOf } from '../db/partition-items';
import type { Database } from '../db/service';
import { DEFINITIONS } from '../entities';
import { auditedNames } from '../tables';

export type Item = Record<string, unknown>;

/** One partition of a company: its key, and the entity (ElectroDB's `__edb_e__`) kept in it. */
export type Partition = { pk: string; entity: string; name: string };

type Schema = {
  model: { entity: string };
  indexes: Record<string, { index?: string; pk: { template?: string; composite: string[] } }>;
};

const schemaOf = (name: string) =>
  (DEFINITIONS as unknown as Record<string, { schema: Schema }>)[name]!.schema;

/** The main index's key template of every entity keyed by the emis, by entity name. */
export function tenantEntities(): Array<{ name: string; entity: string; template: string }> {
  const found = [];
  for (const name of Object.keys(DEFINITIONS)) {
    const schema = schemaOf(name);
    const main = Object.values(schema.indexes).find((index) => !index.index);
    const template = main?.pk.template ?? '';
    if (template.startsWith('${emis}#'))
      found.push({ name, entity: schema.model.entity, template });
  }
  return found;
}

// The figures' families (kernel/aggregates: each domain's `deltasOf`).
const FIGURE_NAMES = [
  'invoices',
  'invoice-payments',
  'client-totals',
  'event_talent',
  'event_talent_hours',
  'events.lists',
  'finance-expenses',
  'finance-expense-vat',
  'finance-budgets',
  'legal_matter_billed',
  'receipt',
  'school.student-paid',
  'clients.students',
  'sms.groups',
  'payroll.lists',
  'payroll.totals',
];
// The name indexes' scopes (kernel/name-index: clients' names, students' numbers, matter parties).
const NAME_SCOPES = ['client_name', 'client_sid', 'matter_party'];
// The uniqueness markers' scopes (shared/catalogue/unique UniqueScope, bulk email's sends).
const UNIQUE_SCOPES = [
  'client_reference',
  'staff_id_number',
  'supplier_name',
  'category_name',
  'product_name',
  'service_name',
  'transportation_name',
  'sms_group_name',
  'matter_file_number',
  'expense_category_name',
  'client_sid',
  'sent_email',
];

/** The ids of one partition's items (the records a split entity's partitions are named by). */
async function idsIn(db: Database, pk: string, entity: string): Promise<string[]> {
  const ids: string[] = [];
  for await (const page of partitionItems(db, pk, entity))
    for (const item of page) if (typeof item.id === 'string') ids.push(item.id);
  return ids;
}

/** The further key's values of each split entity (by entity name) for one company. */
export const SPLIT_VALUES: Record<
  string,
  (db: Database, emis: string) => Promise<string[]> | string[]
> = {
  aggregate: () => FIGURE_NAMES,
  nameToken: () => NAME_SCOPES,
  uniqueMarker: () => UNIQUE_SCOPES,
  auditEntry: () => auditedNames(),
  // A talent's day slots: the talents are the company's staff.
  talentDay: (db, emis) => idsIn(db, `${emis}#staff`, 'staff_member'),
  // A matter's invoice list (documents' matter_invoice): one partition per matter.
  matterInvoice: (db, emis) => idsIn(db, `${emis}#matter`, 'matter'),
};

/** Every partition of the company, entity by entity in the registry's order. */
export async function companyPartitions(db: Database, emis: string): Promise<Partition[]> {
  const partitions: Partition[] = [];
  for (const { name, entity, template } of tenantEntities()) {
    const rest = template.slice('${emis}#'.length);
    const split = /\$\{\w+\}/.exec(rest);
    if (!split) {
      partitions.push({ pk: `${emis}#${rest}`, entity, name });
      continue;
    }
    const values = SPLIT_VALUES[name];
    if (!values) throw new Error(`Entity ${name} splits a company's items: list its values`);
    for (const value of await values(db, emis))
      partitions.push({ pk: `${emis}#${rest.replace(split[0], value)}`, entity, name });
  }
  return partitions;
}

/** The items of one partition of one entity, a page at a time (200: the export's and deletion's unit). */
export const partitionItems = (
  db: Database,
  pk: string,
  entity: string,
  pageSize = 200,
  filter?: { expression: string; names: Record<string, string> },
) => itemsOf(db, pk, entity, pageSize, filter);
