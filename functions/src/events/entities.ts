import { agencyFeeDefinition } from './entities/agency-fee.entity';
import { eventDefinition } from './entities/event.entity';
import { eventRefDefinition } from './entities/event-ref.entity';
import { talentDayDefinition } from './entities/talent-day.entity';

/**
 * The events domain's entities (issue 25: the calendar, bookings, agency fees, the talent's
 * day slots): this domain owns them, and other domains reach them only through its index.ts.
 */
export const eventsEntities = {
  event: eventDefinition,
  eventRef: eventRefDefinition,
  talentDay: talentDayDefinition,
  agencyFee: agencyFeeDefinition,
};
