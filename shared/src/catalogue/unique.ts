/**
 * What must be unique in a company, each a scope of uniqueness markers: staff ID numbers, the
 * names of suppliers, categories, products, services and transportations, and client references.
 */
export type UniqueScope =
  | 'client_reference'
  | 'staff_id_number'
  | 'supplier_name'
  | 'category_name'
  | 'product_name'
  | 'service_name'
  | 'transportation_name'
  | 'sms_group_name'
  | 'matter_file_number'
  | 'expense_category_name';

/**
 * The value a uniqueness marker is keyed on: case and spaces do not make a name new
 * (`' Office  Depot '`, `'office depot'` and `'OfficeDepot'` are one supplier). Undefined for
 * an empty value, which claims nothing.
 */
export function uniqueValue(text: unknown): string | undefined {
  if (typeof text !== 'string' && typeof text !== 'number') return undefined;
  const value = String(text).normalize('NFKC').toLowerCase().replace(/\s+/g, '');
  return value === '' ? undefined : value;
}
