import { PAYROLL_MESSAGES } from '@shared/payroll/schemas';
import { errorVocabulary } from '../platform/errors';

/** Payroll's errors: another company's run, employee, salary or rate answers as a missing one. */
export const payrollError = errorVocabulary<
  | 'noPayroll'
  | 'noEmployee'
  | 'noStaff'
  | 'noSalary'
  | 'noRate'
  | 'notOnPayroll'
  | 'payrollExists'
  | 'finalised'
  | 'noTables'
  | 'negativeNet'
  | 'tooManySlips'
  | 'emptyPayroll'
  | 'busy'
  | 'tooManySalaries'
  | 'tooManyRates'
>({
  noPayroll: { status: 404, message: PAYROLL_MESSAGES.noPayroll },
  noEmployee: { status: 404, message: PAYROLL_MESSAGES.noEmployee },
  noStaff: { status: 404, message: PAYROLL_MESSAGES.noStaff },
  noSalary: { status: 404, message: PAYROLL_MESSAGES.noSalary },
  noRate: { status: 404, message: PAYROLL_MESSAGES.noRate },
  notOnPayroll: { status: 404, message: PAYROLL_MESSAGES.notOnPayroll },
  payrollExists: { status: 409, message: PAYROLL_MESSAGES.payrollExists },
  finalised: { status: 409, message: PAYROLL_MESSAGES.finalised },
  noTables: { status: 400, message: PAYROLL_MESSAGES.noTables },
  negativeNet: { status: 400, message: PAYROLL_MESSAGES.negativeNet },
  tooManySlips: { status: 400, message: PAYROLL_MESSAGES.tooManySlips },
  emptyPayroll: { status: 400, message: PAYROLL_MESSAGES.emptyPayroll },
  tooManySalaries: { status: 409, message: PAYROLL_MESSAGES.tooManySalaries },
  tooManyRates: { status: 409, message: PAYROLL_MESSAGES.tooManyRates },
  busy: { status: 503, message: 'Kantoor is busy with this payroll. Try again in a moment.' },
});
