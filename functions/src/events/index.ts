// What other domains may use of the events domain: an event by id and a booking's view (the
// invoicing and payroll of bookings build on them), and the talent totals' deltas (a rebuild).
export { eventById, eventView, type EventRecord } from './events';
export { deltasOf, talentTotals, TALENT_HOURS, TALENT_MONEY } from './figures';
// The site's page documents and sitemap (issue 26): public events of the window, one by id.
export { publicEvent, publicEventsOfWindow, type PublicEventSummary } from './service';
// The home's bookings of today and tomorrow (issue 28).
export { eventsOnDays } from './events';
