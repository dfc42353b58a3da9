// What other domains may use of the clients domain: its views, and the questions they ask of
// clients (by id, all, a student's), and a transaction's check that a client exists. Only this
// domain touches the client and clientNote entities.
export {
  allClients,
  clientById,
  clientExistsCheck,
  clientRecordsPage,
  clientsById,
  clientsOfStudent,
  clientView,
  findClient,
  notesOf,
  studentCount,
} from './service';
export type { ClientRecord } from './service';
// The legal conflict check's search of clients by name (an index, not every client).
export { clientsByName } from './by-name';
// The catalogue's demo seed writes its clients and their notes through the routes' use cases.
export { saveClient, saveNote } from './service';
