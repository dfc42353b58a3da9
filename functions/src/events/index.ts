// What other domains may use of the events domain: an event by id and a booking's view (the
// invoicing and payroll of bookings build on them), and the talent totals' deltas (a rebuild).
export { eventById, eventView, type EventRecord } from './events';
export { deltasOf, talentTotals, TALENT_HOURS, TALENT_MONEY } from './figures';
