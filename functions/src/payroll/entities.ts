import { employeeDefinition } from './entities/employee.entity';
import { payrollRunDefinition } from './entities/payroll-run.entity';
import { payrollSettingDefinition } from './entities/payroll-setting.entity';
import { payrollYtdDefinition } from './entities/payroll-ytd.entity';
import { payslipDefinition } from './entities/payslip.entity';
import { salaryDefinition } from './entities/salary.entity';
import { staffRateDefinition } from './entities/staff-rate.entity';

/**
 * The payroll domain's entities: this domain owns them, and other domains reach them only
 * through its index.ts.
 */
export const payrollEntities = {
  payrollRun: payrollRunDefinition,
  payslip: payslipDefinition,
  employee: employeeDefinition,
  salary: salaryDefinition,
  staffRate: staffRateDefinition,
  payrollSetting: payrollSettingDefinition,
  payrollYtd: payrollYtdDefinition,
};
