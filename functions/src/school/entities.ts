import { classDefinition } from './entities/school-class.entity';
import { feeAccountDefinition } from './entities/fee-account.entity';
import { feeReminderDefinition } from './entities/fee-reminder.entity';
import { feeReminderSettingDefinition } from './entities/fee-reminder-setting.entity';
import { liveLessonDefinition } from './entities/live-lesson.entity';
import { schoolPaymentDefinition } from './entities/school-payment.entity';
import { studentCardDefinition } from './entities/student-card.entity';
import { subjectDefinition } from './entities/subject.entity';

/**
 * The school domain's entities: this domain owns them, and other domains reach them only
 * through its index.ts.
 */
export const schoolEntities = {
  schoolClass: classDefinition,
  subject: subjectDefinition,
  liveLesson: liveLessonDefinition,
  feeAccount: feeAccountDefinition,
  schoolPayment: schoolPaymentDefinition,
  studentCard: studentCardDefinition,
  feeReminderSetting: feeReminderSettingDefinition,
  feeReminder: feeReminderDefinition,
};
