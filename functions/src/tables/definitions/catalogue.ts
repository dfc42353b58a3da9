import { LEVEL } from '@shared/access';
import { MESSAGES, PLATFORM_MESSAGES } from '@shared/messages';
import type { ColumnSpec } from '@shared/tables/columns';
import { CLIENT_NAMES, clientNameKeys } from '@shared/legal/conflicts';
import { STUDENT_NUMBERS, studentNumberKeys } from '@shared/clients/student-numbers';
import type { Permissions, TableDefinition } from '../definition';

/**
 * Clients, staff, suppliers and the catalogue as report tables (core.md §6: levels 5 to 15 see
 * them); admins and managers add, change and delete rows. Unique values (a staff ID number, the
 * names of suppliers, categories, products, services and transportations, a client reference)
 * are kept unique here too: each table's record writes their markers in the same transactions.
 */
const REPORT_ADMIN: Permissions = {
  view: LEVEL.staff,
  create: LEVEL.admin,
  edit: LEVEL.admin,
  delete: LEVEL.admin,
  bulkEdit: LEVEL.admin,
  bulkDelete: LEVEL.admin,
};

/**
 * Receivings are the stock ledger: each one raised a product's stock in its own transaction, so
 * a row is never added, changed or removed here (that would part the stock from its ledger).
 */
const LEDGER: Permissions = {
  view: LEVEL.staff,
  create: null,
  edit: LEVEL.admin,
  delete: null,
  bulkEdit: null,
  bulkDelete: null,
};

const categoryRef = { table: 'categories', labelColumn: 'name' };
const supplierRef = { table: 'suppliers', labelColumn: 'name' };

const money = (name: string, label: string, required = false): ColumnSpec => ({
  name,
  label: `${label} (cents)`,
  type: 'number',
  min: 0,
  max: 1_000_000_000_000,
  integer: true,
  ...(required ? { required: true } : {}),
});

const listOnStore: ColumnSpec = {
  name: 'list',
  label: 'List on store',
  type: 'enum',
  options: ['Yes', 'No'],
  required: true,
};

export const CATALOGUE_TABLES: TableDefinition[] = /* @__PURE__ */ (() => [
  {
    name: 'clients',
    label: 'Clients',
    columns: [
      { name: 'name', label: 'Name', type: 'text', required: true, max: 200 },
      { name: 'client_reference', label: 'Client reference', type: 'text', max: 64 },
      { name: 'id_number', label: 'ID number', type: 'text', max: 30 },
      { name: 'phone', label: 'Phone', type: 'text', max: 30 },
      { name: 'email', label: 'Email', type: 'text', max: 254 },
      { name: 'institution', label: 'Institution', type: 'text', max: 200 },
      { name: 'position', label: 'Person in charge', type: 'text', max: 200 },
      { name: 'address', label: 'Address', type: 'text', max: 500 },
      { name: 'city', label: 'City', type: 'text', max: 100 },
      { name: 'postal_code', label: 'Postal code', type: 'text', max: 20 },
      { name: 'gender', label: 'Gender', type: 'text', max: 20 },
      { name: 'notes', label: 'Notes', type: 'longtext', max: 5000 },
      { name: 'sid', label: 'Student id', type: 'text', max: 64 },
      { name: 'class', label: 'Class', type: 'text', max: 60 },
    ],
    labelColumn: 'name',
    permissions: REPORT_ADMIN,
    binding: { kind: 'entity', entity: 'client' },
    unique: {
      column: 'client_reference',
      scope: 'client_reference',
      message: PLATFORM_MESSAGES.clientReferenceExists,
    },
    // The legal conflict check finds clients by the keys of their names (docs/decisions/legal.md);
    // a school finds a learner's clients by the student number's link (clients/students.ts).
    nameIndex: [
      { scope: CLIENT_NAMES, keysOf: clientNameKeys },
      { scope: STUDENT_NUMBERS, keysOf: studentNumberKeys },
    ],
  },
  {
    name: 'staff',
    label: 'Staff',
    columns: [
      { name: 'name', label: 'Names', type: 'text', required: true, max: 200 },
      { name: 'id_number', label: 'ID number', type: 'text', required: true, max: 30 },
      { name: 'phone', label: 'Phone', type: 'phone', required: true },
      { name: 'email', label: 'Email', type: 'email' },
      { name: 'city', label: 'City', type: 'text', max: 100 },
      { name: 'address', label: 'Address', type: 'text', max: 500 },
    ],
    labelColumn: 'name',
    permissions: REPORT_ADMIN,
    binding: { kind: 'entity', entity: 'staffMember' },
    unique: { column: 'id_number', scope: 'staff_id_number', message: MESSAGES.staffExists },
  },
  {
    name: 'suppliers',
    label: 'Suppliers',
    columns: [
      { name: 'name', label: 'Name', type: 'text', required: true, max: 200 },
      { name: 'contact_person', label: 'Contact person', type: 'text', required: true, max: 200 },
      { name: 'phone', label: 'Phone', type: 'phone', required: true },
      { name: 'email', label: 'Email', type: 'email' },
      { name: 'address', label: 'Address', type: 'text', max: 500 },
      { name: 'city', label: 'City', type: 'text', max: 100 },
      { name: 'code', label: 'Postal code', type: 'text', max: 20 },
    ],
    labelColumn: 'name',
    related: [{ table: 'products', column: 'supplier_id', label: 'Products' }],
    permissions: REPORT_ADMIN,
    binding: { kind: 'entity', entity: 'supplier' },
    unique: { column: 'name', scope: 'supplier_name', message: MESSAGES.supplierExists },
  },
  {
    name: 'categories',
    label: 'Categories',
    columns: [
      { name: 'name', label: 'Name', type: 'text', required: true, max: 100 },
      { name: 'description', label: 'Description', type: 'longtext', max: 1000 },
    ],
    labelColumn: 'name',
    related: [
      { table: 'products', column: 'category_id', label: 'Products' },
      { table: 'services', column: 'category_id', label: 'Services' },
      { table: 'transportations', column: 'category_id', label: 'Transportations' },
    ],
    permissions: REPORT_ADMIN,
    binding: { kind: 'entity', entity: 'category' },
    site: true,
    unique: { column: 'name', scope: 'category_name', message: PLATFORM_MESSAGES.categoryExists },
  },
  {
    name: 'products',
    label: 'Products',
    columns: [
      { name: 'name', label: 'Name', type: 'text', required: true, max: 200 },
      { name: 'code', label: 'Code', type: 'text', max: 40 },
      money('cost', 'Cost'),
      money('price', 'Price', true),
      {
        name: 'category_id',
        label: 'Category',
        type: 'reference',
        references: categoryRef,
        required: true,
      },
      listOnStore,
      { name: 'supplier_id', label: 'Supplier', type: 'reference', references: supplierRef },
      // Raised by receivings and lowered by sales, each in its own transaction: never typed in.
      { name: 'stock', label: 'Stock on hand', type: 'number', integer: true, readOnly: true },
      // Issue 28: at or below it the product is running low (its index and counter are the
      // catalogue's derived attributes: catalogue/table-guards.ts).
      {
        name: 'reorder_level',
        label: 'Reorder level',
        type: 'number',
        integer: true,
        min: 0,
        max: 1_000_000,
      },
      // The web store (issue 16): held by unpaid orders (their own writes), and the store's
      // picture (a name in the Store Products image folder), rating and description.
      {
        name: 'reserved',
        label: 'Held by store orders',
        type: 'number',
        integer: true,
        readOnly: true,
      },
      { name: 'image', label: 'Store image', type: 'text', max: 200 },
      { name: 'stars', label: 'Star rating (0-5)', type: 'number', min: 0, max: 5 },
      {
        name: 'total_reviews',
        label: 'Reviews',
        type: 'number',
        integer: true,
        min: 0,
        max: 1_000_000_000,
      },
      { name: 'details', label: 'Store details', type: 'longtext', max: 4000 },
    ],
    labelColumn: 'name',
    related: [{ table: 'receivings', column: 'product_id', label: 'Receivings' }],
    permissions: REPORT_ADMIN,
    binding: { kind: 'entity', entity: 'product' },
    // Listing a product on the online store is the store's (a Standard company keeps products
    // for its invoices, never listed).
    featureValues: [{ column: 'list', value: 'Yes', feature: 'store' }],
    site: true,
    unique: { column: 'name', scope: 'product_name', message: MESSAGES.itemExists },
    // Its guard (held stock is not deleted) is the catalogue's: catalogue/table-guards.ts.
  },
  {
    name: 'services',
    label: 'Services',
    columns: [
      { name: 'name', label: 'Name', type: 'text', required: true, max: 200 },
      { name: 'code', label: 'Code', type: 'text', max: 40 },
      money('cost', 'Cost'),
      money('price', 'Price', true),
      {
        name: 'category_id',
        label: 'Category',
        type: 'reference',
        references: categoryRef,
        required: true,
      },
      listOnStore,
    ],
    labelColumn: 'name',
    permissions: REPORT_ADMIN,
    binding: { kind: 'entity', entity: 'catalogService' },
    site: true,
    unique: { column: 'name', scope: 'service_name', message: MESSAGES.serviceExists },
  },
  {
    name: 'transportations',
    label: 'Transportations',
    columns: [
      { name: 'name', label: 'Name', type: 'text', required: true, max: 200 },
      money('unit_cost', 'Unit cost'),
      money('unit_price', 'Unit price', true),
      { name: 'category_id', label: 'Category', type: 'reference', references: categoryRef },
    ],
    labelColumn: 'name',
    permissions: REPORT_ADMIN,
    binding: { kind: 'entity', entity: 'transportation' },
    unique: {
      column: 'name',
      scope: 'transportation_name',
      message: MESSAGES.transportationExists,
    },
  },
  {
    name: 'receivings',
    label: 'Receivings',
    columns: [
      {
        name: 'product_id',
        label: 'Product',
        type: 'reference',
        references: { table: 'products', labelColumn: 'name' },
        readOnly: true,
      },
      { name: 'product_name', label: 'Product name', type: 'text', readOnly: true },
      { name: 'quantity', label: 'Quantity', type: 'number', integer: true, readOnly: true },
      { ...money('cost', 'Unit cost'), readOnly: true },
      {
        name: 'supplier_id',
        label: 'Supplier',
        type: 'reference',
        references: supplierRef,
        readOnly: true,
      },
      { name: 'date', label: 'Date received', type: 'date', readOnly: true },
    ],
    labelColumn: 'product_name',
    permissions: LEDGER,
    binding: { kind: 'entity', entity: 'receiving' },
  },
])();
