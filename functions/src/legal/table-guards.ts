import { registerGuard } from '../tables';
import { caseStatusName, matterTrustGuard } from './matter-trust';
// A task's due-date keys, kept by the manager's writes of tasks as by the legal routes'.
import './task-table';

// Closing a matter (a status named like Completed or Closed) or deleting it is refused while it
// holds trust money, in the same transaction as the change (docs/decisions.md, issue 13).
registerGuard('cases', matterTrustGuard(caseStatusName));
