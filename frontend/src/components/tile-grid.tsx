import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';

/** A switchboard's tile: a screen's icon, title and what it is for, opening it. */
export type Tile = { to: string; title: string; description: string; icon: LucideIcon };

/** The back office's tiles (the switchboard, the finance switchboard), a list named `label`. */
export function TileGrid({
  tiles,
  label,
  className,
}: {
  tiles: readonly Tile[];
  label: string;
  /** The grid's columns (and anything else) for this screen. */
  className?: string;
}) {
  return (
    <ul className={cn('mt-8 grid gap-4 sm:grid-cols-2', className)} aria-label={label}>
      {tiles.map(({ to, title, description, icon: Icon }) => (
        <li key={title}>
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
  );
}
