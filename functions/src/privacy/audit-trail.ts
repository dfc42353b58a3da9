import { LEVEL } from '@shared/access';
import { registerTrail } from '../tables';

// POPIA requests in the tables' audit entries (issue 29): each export and erasure under the
// person's id, read by the history routes like a table's, at the privacy routes' level.
export const PRIVACY_TRAIL = registerTrail({
  name: 'privacy_requests',
  view: LEVEL.manager,
  labelField: 'person',
});
