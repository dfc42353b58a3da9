import { Link } from 'react-router';
import { FINANCE_TILES } from '../lib/finance-screens';

/** Finance Switchboard (extended.md §2): tiles to accounts, budgets, expenses and the dashboard. */
export function FinanceSwitchboardPage() {
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Finance</h1>
      <ul
        className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        aria-label="Finance Switchboard"
      >
        {FINANCE_TILES.map(({ to, title, description, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-lg border bg-card p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand hover:shadow-md"
            >
              <span className="grid size-11 place-items-center rounded-md bg-brand text-brand-foreground">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="mt-4 font-semibold group-hover:text-brand">{title}</span>
              <span className="mt-1 text-sm text-muted-foreground">{description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
