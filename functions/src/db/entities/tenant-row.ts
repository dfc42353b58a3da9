/**
 * The attributes every row the data-table manager shows carries (as school.entity.ts's rows do):
 * the tenant and id (the key), the lower-case text the manager searches, times, and the version
 * a change is conditioned on.
 */
export const tenantRow = {
  emis: { type: 'string', required: true, readOnly: true },
  id: { type: 'string', required: true, readOnly: true },
  search_text: { type: 'string' },
  created_at: { type: 'string' },
  updated_at: { type: 'string' },
  // Raised by every write of the row's own fields: a change based on an older read is refused.
  row_version: { type: 'number' },
} as const;

/** `${emis}#<kind>` / `${id}`: a company's rows of one kind, one Query. */
export function byCompany<K extends string>(kind: K) {
  return {
    pk: {
      field: 'pk',
      composite: ['emis'],
      template: `\${emis}#${kind}`,
      casing: 'none',
    },
    sk: { field: 'sk', composite: ['id'], template: '${id}', casing: 'none' },
  } as const;
}
