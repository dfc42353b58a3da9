import { LEVEL } from '@shared/access';
import { registerTrail } from '../tables';

// Payroll's changes in the tables' audit entries (issue 24): read by the history routes like a
// table's, at the level of the payroll routes. A run's entries are under its id (YYYY-MM), an
// employee's under their staff id.
export const PAYROLL_RUNS_TRAIL = registerTrail({
  name: 'payroll_runs',
  view: LEVEL.manager,
  labelField: 'id',
});

export const EMPLOYEES_TRAIL = registerTrail({
  name: 'payroll_employees',
  view: LEVEL.manager,
  labelField: 'name',
});
