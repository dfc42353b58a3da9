// What other domains may use of the staff domain: members of staff by id or a page at a time, a
// transaction's check that one exists, and a new staff member (the catalogue and payroll demo
// seeds write theirs). Only this domain touches the staffMember entity.
export {
  createStaff,
  staffById,
  staffExistsCheck,
  staffMember,
  staffRecordsPage,
  type StaffRecord,
} from './service';
// A member of staff's record for a POPIA export and erasure (issue 29).
export { eraseStaffPlan, staffRecords } from './privacy';
