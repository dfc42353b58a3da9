import { auditEntryDefinition } from './entities/audit-entry.entity';

/**
 * The table engine's own entity: the audit entries of its rows' changes.
 */
export const tablesEntities = {
  auditEntry: auditEntryDefinition,
};
