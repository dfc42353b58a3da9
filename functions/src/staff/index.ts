// What other domains may use of the staff domain: a new staff member, as the demo seeds of the
// catalogue and payroll write theirs.
export { createStaff } from './service';
