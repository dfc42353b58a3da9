import { invoiceReminderDefinition } from './entities/invoice-reminder.entity';
import { invoiceReminderSettingDefinition } from './entities/invoice-reminder-setting.entity';
import { recurringInvoiceDefinition } from './entities/recurring-invoice.entity';
import { recurringRunDefinition } from './entities/recurring-run.entity';

/**
 * The receivables domain's entities: this domain owns them, and other domains reach them only
 * through its index.ts.
 */
export const receivablesEntities = {
  recurringInvoice: recurringInvoiceDefinition,
  recurringRun: recurringRunDefinition,
  invoiceReminderSetting: invoiceReminderSettingDefinition,
  invoiceReminder: invoiceReminderDefinition,
};
