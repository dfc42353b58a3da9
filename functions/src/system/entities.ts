import { migrationDefinition } from './entities/migration.entity';

/** The system's own entities: the data migrations' progress. */
export const systemEntities = {
  migration: migrationDefinition,
};
