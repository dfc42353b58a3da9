// Every domain's table guards, registered with the table engine (which knows no domain). The
// table engine's handlers that change or delete rows load this first, so each change of a
// guarded row answers to its domain's rule, and each row keeps its domain's figures. A domain with
// a guarded table, or a table with figures, adds its file here.
import './catalogue/table-guards';
import './clients/table-guards';
import './finance/table-guards';
import './legal/table-guards';
