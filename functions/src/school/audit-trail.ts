import { LEVEL } from '@shared/access';
import { registerTrail } from '../tables';

// School payments' changes in the tables' audit entries (issue 24), under the payment's id: read
// by the history routes like a table's, at the level of the payment routes.
export const PAYMENTS_TRAIL = registerTrail({
  name: 'school_payments',
  view: LEVEL.admin,
  labelField: 'description',
});
