/** The caller's own real record of a kind (the matrix company holds a copy of each), by kind. */
export type OwnIds = (kind: string) => string | undefined;
export type Override = { body?: Record<string, unknown>; query?: Record<string, unknown> };

/**
 * Per-route parts of a valid request that the schema sample generator (zod-sample.ts) cannot
 * make valid by itself (a field checked against another, a value the handler needs before the
 * id check, a reference to one of the caller's own records that is not named like an id):
 * merged over the sample's body or query. The id fields are set after these. A function gets
 * the caller's own record ids by kind.
 */
export const BODY_OVERRIDES: Record<string, Override | ((own: OwnIds) => Override)> = {
  // A client column the tables layer knows.
  'POST /auth/update-client-field': { body: { field: 'name', value: 'Matrix' } },
  // `sid` is the client the note is on: the caller's own, so the note's id is what is checked.
  'POST /auth/save-note': (own) => ({ body: { sid: own('client') } }),
  'POST /auth/save-product': (own) => ({ body: { list: 'Yes', supplier: own('supplier') } }),
  'POST /auth/save-product-and-add-to-receivings': (own) => ({
    body: { list: 'Yes', supplier: own('supplier') },
  }),
  'POST /auth/save-service': { body: { list: 'Yes' } },
  'POST /auth/save-expense-manual': (own) => ({
    body: {
      selectedServiceProvider: own('service_provider'),
      selectedExpenseCategory: own('expense_category'),
    },
  }),
  'POST /auth/save-employee': { body: { postalCode: '0001' } },
  // Collected, so the branch named is checked (a delivery names none and reads no branch).
  'POST /store/checkout': { body: { fulfilment: 'collection' } },
  // The end after the start, and no page cursor (a cursor is checked before the ids).
  'POST /auth/save-event': {
    body: { startDate: '2030-01-15 09:00:00', endDate: '2030-01-15 17:00:00', hours: 8 },
  },
  'POST /auth/get-all-appointments-current-month': { body: { cursor: undefined } },
  'POST /auth/get-all-appointments-by-client': { body: { cursor: undefined } },
  'POST /auth/get-all-appointments-by-staff': { body: { cursor: undefined } },
  'POST /auth/get-all-appointments-by-staff-current-month': { body: { cursor: undefined } },
  'POST /auth/get-client-statement': { body: { cursor: undefined } },
  'POST /auth/save-post': { body: { pictureFolder: 'gallery' } },
  // The generic tables' routes: a table the registry knows (its rows are the caller's clients).
  'POST /auth/update-item': { body: { table: 'clients', column: 'name', value: 'Matrix' } },
  'POST /auth/update-model-single-row': {
    body: { table: 'clients', column: 'name', value: 'Matrix' },
  },
  'POST /auth/delete-item': { body: { table: 'clients' } },
  'POST /auth/delete-single-row': { body: { table: 'clients' } },
  'POST /auth/get-row-history': { body: { table: 'clients' } },
  // No SMS group (the recipients are the typed addresses): the batch id is what is checked.
  'POST /auth/send-bulk-email': { body: { groupTable: '', recipientsIDs: [] } },
  'POST /auth/schedule-sms-for-future': {
    body: { groupTable: '', recipientsIDs: [], numbersArray: ['076 555 0101'] },
  },
  // The document's client is the caller's own: the items' ids are what is checked.
  // A new document each (an edit of the caller's document 1 would race the other probes').
  'POST /auth/save-invoice-data': (own) => ({
    body: { client: own('client'), invoiceNumber: undefined },
  }),
  'POST /auth/save-quote-data': (own) => ({
    body: { selectedClient: own('client'), quote_number: undefined },
  }),
  'POST /auth/save-recurring-invoice': (own) => ({ body: { client: own('client') } }),
  // The site's company comes from the host.
  'POST /get-public-posts': { body: { emis: undefined, domain: undefined, cursor: undefined } },
};
