import { clientDefinition } from './entities/client.entity';
import { clientNoteDefinition } from './entities/client-note.entity';

/**
 * The clients domain's entities: this domain owns them, and other domains reach them only
 * through its index.ts.
 */
export const clientsEntities = {
  client: clientDefinition,
  clientNote: clientNoteDefinition,
};
