/**
 * What quotes and invoices share: the client as it was when the document was made, the lines
 * and the totals (decided by shared/src/money/totals.ts and stored as computed), in cents.
 */
export const documentFields = {
  emis: { type: 'string', required: true, readOnly: true },
  number: { type: 'number', required: true, readOnly: true },
  // The number padded to ten digits: keys sort as text, so documents list in number order.
  seq: { type: 'string', required: true, readOnly: true },
  client_id: { type: 'string', required: true },
  client_name: { type: 'string', required: true },
  client_institution: { type: 'string' },
  client_address: { type: 'string' },
  date: { type: 'string', required: true },
  comment: { type: 'string' },
  lines: {
    type: 'list',
    required: true,
    items: {
      type: 'map',
      properties: {
        item_type: { type: ['product', 'service', 'transportation'] as const, required: true },
        item_id: { type: 'string' },
        name: { type: 'string', required: true },
        unit_price: { type: 'number', required: true },
        unit_cost: { type: 'number' },
        quantity: { type: 'number', required: true },
        line_total: { type: 'number', required: true },
      },
    },
  },
  total_products: { type: 'number', required: true },
  total_services: { type: 'number', required: true },
  total_transports: { type: 'number', required: true },
  sub_total: { type: 'number', required: true },
  discount: { type: 'number', required: true },
  total_tax: { type: 'number', required: true },
  total: { type: 'number', required: true },
  tax_rate: { type: 'number', required: true },
  prices_include_vat: { type: 'boolean', required: true },
  currency: { type: 'string', required: true },
  created_by: { type: 'string' },
  created_at: { type: 'string' },
  updated_at: { type: 'string' },
  row_version: { type: 'number' },
} as const;

/** Numbers sort as text in keys: padded to ten digits. */
export const padNumber = (value: number) => String(value).padStart(10, '0');
