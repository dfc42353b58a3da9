// What other domains may use of payroll: the use cases that write its records.
export { applySalary, createRate, createSalary, saveEmployee, saveSettings } from './employees';
