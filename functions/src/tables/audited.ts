// The data tables and the trails registered so far (the caller loads functions/src/audit-trails.ts).
import { allTables } from './registry';
import { trailNames } from './trails';

/** Every name an audit entry's partition (`<emis>#audit#<name>`) may bear. */
export const auditedNames = (): string[] => [
  ...new Set([...allTables().map((table) => table.name), ...trailNames()]),
];
