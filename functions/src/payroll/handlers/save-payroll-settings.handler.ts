import { payrollSettingsBody } from '@shared/payroll/schemas';
import { defineHandler } from '../../platform/handler';
import { saveSettings } from '../employees';

export const handler = defineHandler(
  'POST /auth/save-payroll-settings',
  { body: payrollSettingsBody },
  async ({ ctx, body }) => saveSettings(ctx, body.sdlLiable, body),
);
