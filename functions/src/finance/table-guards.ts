import { registerFigures } from '../tables';
import { budgetDeltas, expenseDeltas } from './figures';

// The manager's edits, deletions and imports of expenses and budgets keep the finance figures
// as save-expense-manual and the budget routes do (finance/figures.ts).
registerFigures('expenses', expenseDeltas);
registerFigures('budgets', budgetDeltas);
