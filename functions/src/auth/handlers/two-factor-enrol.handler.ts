import { defineHandler } from '../../platform/handler';
import { startEnrolment } from '../two-factor';

export const handler = defineHandler('POST /auth/two-factor/enrol', {}, ({ ctx }) =>
  startEnrolment(ctx),
);
