// What other domains may use of the table engine: the records their routes write rows through
// (row rules, unique markers and audit by construction), and the manager's field update.
export { tableRecord, type TableRecord, type RowWrite } from './record';
export type { RowRules } from './rows';
export { updateField } from './changes';
export { hasTable, tableRow } from './access';
export type { RowChange, TableDefinition } from './definition';
// A domain's rule about its table's rows (a legal matter holding trust money is not closed) is
// the domain's: it registers it here, and the engine asks it at every change of such a row.
export { registerGuard, type TableGuard } from './guards';
// A domain whose figures (kernel aggregates) sum a table's rows registers how: the engine then
// keeps them in the same transaction as each create, change, deletion and import of those rows.
export { registerFigures, type TableFigures } from './guards';
export { registerDerived, type RowDerived } from './guards';
// A domain whose items other than the row follow a table's rows (a matter's next task due)
// registers how: the engine writes them in the same transaction as the rows' changes.
export { registerDerivedWrites, type DerivedWrites, type RowMove } from './guards';
// The audit entries of records that are no data table (payroll, school payments, sales): the
// same entries, in the change's own transaction, read by the same history routes.
export { auditSteps, auditStep, type AuditInput } from './audit';
export { registerTrail, type AuditTrail } from './trails';
// The names audit entries are kept under (every data table and trail): a closing company's
// audit partitions (issue 27).
export { auditedNames } from './audited';
// A POPIA erasure (issue 29) replaces the values in a row's earlier audit entries.
export { eraseRowHistoryPlan } from './erase-history';
export { ERASED_VALUE } from './record';
// Migration 0022 restores the unique markers a change without the unique column released.
export { restoreUniqueMarkers, type MarkersRestored, type UniqueDuplicate } from './markers';
