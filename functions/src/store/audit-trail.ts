import { LEVEL } from '@shared/access';
import { registerTrail } from '../tables';

// Store sales in the tables' audit entries (issue 24): a till sale under its sale id, a web
// store order under the order's id when its payment settles it. Read by the history routes like
// a table's, at the level of the till.
export const SALES_TRAIL = registerTrail({
  name: 'store_sales',
  view: LEVEL.staff,
  labelField: 'invoice_number',
});
