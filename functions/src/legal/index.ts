// What other domains may use of the legal practice. The tables' definitions import this file
// (the matters table's guard), so it re-exports nothing that imports the table engine.
export { matterTrustGuard, trustClosingGuard, type MatterChange } from './trust-guard';
