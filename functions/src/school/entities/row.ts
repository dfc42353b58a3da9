/** The attributes of every school row the data-table manager shows (class, subject, live lesson). */
export const row = {
  emis: { type: 'string', required: true, readOnly: true },
  id: { type: 'string', required: true, readOnly: true },
  // Lower-case text the data-table manager searches (written with every change).
  search_text: { type: 'string' },
  created_at: { type: 'string' },
  updated_at: { type: 'string' },
  // Raised by every write: a change based on an older read is refused, whatever the clock says.
  row_version: { type: 'number' },
} as const;
