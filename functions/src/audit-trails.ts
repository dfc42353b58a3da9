// Every domain's audit trail of records that are no data table, registered with the table
// engine (which knows no domain). The history routes load this first, so they read a trail's
// entries as they read a table's. A domain with a trail adds its file here.
import './documents/audit-trail';
import './payroll/audit-trail';
import './school/audit-trail';
import './store/audit-trail';
import './privacy/audit-trail';
import './auth/audit-trail';
