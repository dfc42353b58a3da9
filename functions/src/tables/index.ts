// What other domains may use of the table engine: the records their routes write rows through
// (row rules, unique markers and audit by construction), and the manager's field update.
export { tableRecord, type TableRecord, type RowWrite } from './record';
export type { RowRules } from './rows';
export { updateField } from './changes';
export { hasTable, tableRow } from './access';
export type { RowChange, TableDefinition } from './definition';
export {
  caseStatusName,
  matterTrustGuard,
  readTrustAccount,
  trustClosingGuard,
  type MatterChange,
} from './guards/matter-trust';
