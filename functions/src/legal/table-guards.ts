import { registerGuard } from '../tables';
import { caseStatusName, matterTrustGuard } from './matter-trust';

// Closing a matter (a status named like Completed or Closed) or deleting it is refused while it
// holds trust money, in the same transaction as the change (docs/decisions.md, issue 13).
registerGuard('cases', matterTrustGuard(caseStatusName));
