/**
 * The Profile tab's rules (extended.md §2): one card per field of the client, labelled by the
 * field name's first word upper-cased ('postal_code' is POSTAL). Hidden: id, emis, names
 * containing `sub_` or `_at` (created_at...) and object values. `row_version` is hidden too: it is
 * the server's change counter, not something a person fills in.
 */
const HIDDEN = new Set(['id', 'emis', 'row_version']);

export function profileLabel(field: string): string {
  return (field.split(/[_\s]+/).find(Boolean) ?? field).toUpperCase();
}

/** Whether the Profile tab shows the field. An empty field (null) is shown, so it can be filled. */
export function isProfileField(field: string, value: unknown): boolean {
  if (HIDDEN.has(field) || field.includes('sub_') || field.includes('_at')) return false;
  return value === null || typeof value !== 'object';
}

export type ProfileField = { field: string; label: string; value: string };

/** The fields the Profile tab shows, in the client's own order, as text. */
export function profileFields(client: Record<string, unknown>): ProfileField[] {
  return Object.entries(client)
    .filter(([field, value]) => isProfileField(field, value))
    .map(([field, value]) => ({
      field,
      label: profileLabel(field),
      value: value === null || value === undefined ? '' : String(value),
    }));
}
