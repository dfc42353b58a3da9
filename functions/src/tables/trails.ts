import type { AccessLevel } from '@shared/access';

/**
 * An audit trail of records that are no data table (payroll runs, school payments, sales): its
 * entries are the tables' audit entries under the trail's name, and the history routes
 * (get-row-history, get-table-history) read them as they read a table's.
 */
export type AuditTrail = {
  /** The `table` of its entries. */
  name: string;
  /** Who may read it: the level of the routes that write it. */
  view: AccessLevel;
  /** The field of a whole-record entry (created or deleted) that names the record. */
  labelField: string;
};

// The engine knows no domain: a domain registers its trail (functions/src/audit-trails.ts loads
// every domain's registrations where the entries are read).
const trails = new Map<string, AuditTrail>();

/** Makes `trail` known to the history routes (one per name; no data table may bear it). */
export function registerTrail(trail: AuditTrail): AuditTrail {
  const known = trails.get(trail.name);
  if (known && known !== trail) throw new Error(`Audit trail ${trail.name} exists already`);
  trails.set(trail.name, trail);
  return trail;
}

export const trailOf = (name: string): AuditTrail | undefined => trails.get(name);

/** The registered trails' names (a closing company's audit partitions, issue 27). */
export const trailNames = (): string[] => [...trails.keys()];
