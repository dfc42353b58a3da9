// What other domains may use of payroll: the use cases that write its records.
export { applySalary, createRate, createSalary, saveEmployee, saveSettings } from './employees';
// The events domain prices a booking with a rate (issue 25: the spec's Rate is payroll's).
export { listRates, rateById } from './employees';
// The year figures' deltas, for the data migration that rebuilds them (issue 24).
export { PAYROLL_TOTALS, slipDeltas } from './runs';
// The finalised runs' year-to-date items, for the migration that backfills them (issue 28).
export { backfillPayrollYtd } from './ytd-backfill';
// The events domain puts its talents' booking payouts on a run as earnings, with its own
// writes (each booking marked paid out) in the same transaction (issue 25 item 4).
export { addEarningsLines, type EarningsLine } from './runs';
// The home's payroll item (issue 28): the status of a month's run.
export { payrollRunOfMonth } from './runs';
// A member of staff's payroll records for a POPIA export and erasure (issue 29).
export { erasePayrollPlan, staffPayrollRecords } from './privacy';
