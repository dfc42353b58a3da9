import { TileGrid } from '../../../components/tile-grid';
import { FINANCE_TILES } from '../lib/finance-screens';

/** Finance Switchboard (extended.md §2): tiles to accounts, budgets, expenses and the dashboard. */
export function FinanceSwitchboardPage() {
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Finance</h1>
      <TileGrid tiles={FINANCE_TILES} label="Finance Switchboard" className="lg:grid-cols-4" />
    </div>
  );
}
