// What other domains may use of the table engine: its registry and its row rules.
export { findTable } from './registry';
export { newRow, audited } from './rows';
export { updateField } from './service';
