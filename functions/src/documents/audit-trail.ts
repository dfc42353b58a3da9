import { LEVEL } from '@shared/access';
import { registerTrail } from '../tables';

// Emailed documents (issue 28) in the tables' audit entries, under the document's printed
// number: each send (to whom), and each card payment of an emailed invoice's balance.
export const DOCUMENT_EMAILS_TRAIL = registerTrail({
  name: 'document_emails',
  view: LEVEL.staff,
  labelField: 'number',
});
