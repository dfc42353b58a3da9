import type { Deps } from './deps';

/** Rows of a data table as the seed writes them, each with its id. */
export type SeedRows = ReadonlyArray<Record<string, unknown> & { id: string }>;

/** What a seed step gets from the local seed (infra/local/seed/seed.ts) besides the deps. */
export type SeedContext = {
  deps: Deps;
  /** The seed's time, as rows record it (`YYYY-MM-DD HH:mm:ss`, Johannesburg). */
  now: string;
  /** The demo companies (their emis), which the first step (the tenants) created. */
  companies: readonly string[];
  /** Rows written through the table store, as the data-table manager writes them. */
  putRows: (emis: string, table: string, rows: SeedRows) => Promise<void>;
  /** A PNG picture in a company's two colours (`variant` picks the pattern). */
  picture: (
    primary: string,
    secondary: string,
    variant: number,
    width: number,
    height: number,
  ) => Uint8Array;
};

/**
 * One step of the local demo seed, declared by the domain whose data it writes (its
 * `seed.ts`). A data directory records the id of each step it ran, and gets only the steps it
 * lacks at the next start. Only the local seed imports a seed step, never a handler: it is in no
 * Lambda bundle.
 */
export type SeedStep = {
  /** Recorded in the data once the step ran: never rename a step that has shipped. */
  id: string;
  /** Steps whose data this one builds on (clients, staff...): the seed list puts them first. */
  needs?: readonly string[];
  run: (seed: SeedContext) => Promise<void>;
};

/** The domains' steps as one list, in the order given: a repeated id or a need not met first is refused. */
export function joinSeeds(domains: ReadonlyArray<readonly SeedStep[]>): SeedStep[] {
  const steps = domains.flat();
  const before = new Set<string>();
  for (const step of steps) {
    if (before.has(step.id)) throw new Error(`Seed step ${step.id} is declared twice`);
    for (const need of step.needs ?? [])
      if (!before.has(need)) throw new Error(`Seed step ${step.id} needs ${need} before it`);
    before.add(step.id);
  }
  return steps;
}
