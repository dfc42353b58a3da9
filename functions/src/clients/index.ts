// What other domains may use of the clients domain: its views, and the questions they ask of
// clients (by id, a page at a time, a student number's), and a transaction's check that a client
// exists. Only this domain touches the client and clientNote entities.
export {
  clientById,
  clientExistsCheck,
  clientRecordsPage,
  clientsById,
  clientView,
  findClient,
  notesOf,
} from './service';
// A student number's clients (its link items) and the count of students (a figure kept on write);
// the maintenance that brings clients written before the links up to date (seed, migration).
export {
  backfillStudentNumbers,
  clientsOfStudent,
  STUDENT_CLIENTS_BOUND,
  studentCount,
} from './students';
export type { ClientRecord } from './service';
// The legal conflict check's search of clients by name (an index, not every client).
export { clientsByName } from './by-name';
// The catalogue's demo seed writes its clients and their notes through the routes' use cases.
export { saveClient, saveNote } from './service';
// A person's records for a POPIA export and erasure (issue 29).
export { clientRecords, eraseClientPlan } from './privacy';
