// What other domains may use of the clients domain.
export { clientView, findClient, notesOf } from './service';
export type { ClientRecord } from './service';
// The catalogue's demo seed writes its clients and their notes through the routes' use cases.
export { saveClient, saveNote } from './service';
