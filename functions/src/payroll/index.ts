// What other parts may use of payroll: the use cases the local seed writes demo data with.
export { applySalary, createRate, createSalary, saveEmployee, saveSettings } from './employees';
