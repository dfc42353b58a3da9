// What other domains may use of the legal domain: a matter by id (undefined when missing or
// another company's), its view, and a client's matters for the client profile.
export { findMatter, legalLookups, type MatterRecord, type LegalLookups } from './records';
export { matterView, clientMatters, hasMatters, type MatterView } from './matters';
// The billed figure's deltas, for the data migration that rebuilds them (issue 24).
export { billDeltas, MATTER_BILLED } from './billed';
// The matters list's figures, for the migration that backfills them (issue 28).
export { backfillNextDue, MATTER_UNBILLED, unbilledDeltas } from './figures';
// A client's matters, time and trust lines for a POPIA export (issue 29).
export { clientLegalRecords } from './privacy';
// The home's open tasks due today and tomorrow (issue 28), from the tasks' due-date index.
export { openTasksDueOn } from './tasks-due';
