import { EVENT_MESSAGES } from '@shared/events/schemas';
import { errorVocabulary } from '../platform/errors';

/**
 * The events domain's errors: another company's event, talent, client or rate answers as a
 * missing one (404, as payroll answers a missing rate).
 */
export const eventsError = errorVocabulary<
  | 'noEvent'
  | 'noStaff'
  | 'noClient'
  | 'noRate'
  | 'noAgencyFee'
  | 'endBeforeStart'
  | 'tooLong'
  | 'window'
  | 'doubleBooked'
  | 'tooManyFees'
>({
  noEvent: { status: 404, message: EVENT_MESSAGES.noEvent },
  noStaff: { status: 404, message: EVENT_MESSAGES.noStaff },
  noClient: { status: 404, message: EVENT_MESSAGES.noClient },
  noRate: { status: 404, message: EVENT_MESSAGES.noRate },
  noAgencyFee: { status: 404, message: EVENT_MESSAGES.noAgencyFee },
  endBeforeStart: { status: 400, message: EVENT_MESSAGES.endBeforeStart },
  tooLong: { status: 400, message: EVENT_MESSAGES.tooLong },
  window: { status: 400, message: EVENT_MESSAGES.window },
  doubleBooked: { status: 409, message: EVENT_MESSAGES.doubleBooked },
  tooManyFees: { status: 409, message: EVENT_MESSAGES.tooManyFees },
});
