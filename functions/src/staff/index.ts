// What other domains may ask of the staff: members of staff by id or all of them, and a
// transaction's check that one exists. Only this domain touches the staffMember entity.
export { allStaff, staffById, staffExistsCheck, staffMember, type StaffRecord } from './service';
