import { registerFigures } from '../tables';
import { studentDeltas } from './students';

// The table engine (the manager's creates, edits, deletions and imports, and
// update-client-field) keeps the students figure in the same transaction as each client's write
// (clients/students.ts). The domain's own creates (save-client, the store's buyers) set no
// student number, so they add nothing to it.
registerFigures('clients', studentDeltas);
