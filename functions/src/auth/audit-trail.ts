import { LEVEL } from '@shared/access';
import { registerTrail } from '../tables';

// A person's corrections of their own account (issue 29, POPIA s24) in the tables' audit
// entries of the company they were signed in to, under their user id.
export const ACCOUNT_TRAIL = registerTrail({
  name: 'user_accounts',
  view: LEVEL.manager,
  labelField: 'name',
});
