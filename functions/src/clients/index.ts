// What other domains may use of the clients domain.
export { clientView, findClient, notesOf } from './service';
export type { ClientRecord } from './service';
