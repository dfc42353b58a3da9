import { AUTH_SCREENS } from '../features/auth/screens';
import { CATALOGUE_SCREENS } from '../features/catalogue/screens';
import { CLIENTS_SCREENS } from '../features/clients/screens';
import { CLOSING_SCREENS } from '../features/closing/screens';
import { DOCUMENTS_SCREENS } from '../features/documents/screens';
import { EMAIL_SCREENS } from '../features/email/screens';
import { EVENTS_SCREENS } from '../features/events/screens';
import { FINANCE_SCREENS } from '../features/finance/screens';
import { LEGAL_SCREENS, LEGAL_SLOTS } from '../features/legal/screens';
import { MEDIA_SCREENS } from '../features/media/screens';
import { ONBOARDING_SCREENS } from '../features/onboarding/screens';
import { OUTBOX_SCREENS } from '../features/outbox/screens';
import { PAYROLL_SCREENS } from '../features/payroll/screens';
import { PLANS_SCREENS } from '../features/plans/screens';
import { POSTS_SCREENS } from '../features/posts/screens';
import { REFUNDS_SCREENS } from '../features/refunds/screens';
import { PRIVACY_SCREENS } from '../features/privacy/screens';
import { PROVIDER_SCREENS } from '../features/provider/screens';
import { SCHOOL_SCREENS } from '../features/school/screens';
import { SITE_SCREENS } from '../features/site/screens';
import { SMS_SCREENS } from '../features/sms/screens';
import { STORE_SCREENS } from '../features/store/screens';
import { SWITCHBOARD_SCREENS } from '../features/switchboard/screens';
import { TABLES_SCREENS } from '../features/tables/screens';
import { USERS_SCREENS } from '../features/users/screens';
import type { Screen } from '../lib/screens';
import type { Slots } from '../lib/slots';
import { SPEC_PRIVATE_ROUTES, SPEC_PUBLIC_PATHS } from './route-names';

/** Every built screen: each feature declares its own in `features/<name>/screens.ts`. */
const BUILT: Screen[] = [
  ...SITE_SCREENS,
  ...AUTH_SCREENS,
  ...SWITCHBOARD_SCREENS,
  ...OUTBOX_SCREENS,
  ...MEDIA_SCREENS,
  ...DOCUMENTS_SCREENS,
  ...CATALOGUE_SCREENS,
  ...CLIENTS_SCREENS,
  ...USERS_SCREENS,
  ...SMS_SCREENS,
  ...EMAIL_SCREENS,
  ...TABLES_SCREENS,
  ...SCHOOL_SCREENS,
  ...LEGAL_SCREENS,
  ...PAYROLL_SCREENS,
  ...FINANCE_SCREENS,
  ...ONBOARDING_SCREENS,
  ...CLOSING_SCREENS,
  ...STORE_SCREENS,
  ...POSTS_SCREENS,
  ...EVENTS_SCREENS,
  ...REFUNDS_SCREENS,
  ...PLANS_SCREENS,
  ...PROVIDER_SCREENS,
  ...PRIVACY_SCREENS,
];

const built = new Set(BUILT.map((screen) => screen.path));

/** The spec's routes whose screens are not built yet: they say so (no page). */
const PLANNED: Screen[] = [
  ...SPEC_PUBLIC_PATHS.map((path) => ({ path, public: true })),
  ...SPEC_PRIVATE_ROUTES.map((name) => ({ path: `/${name}` as const })),
].filter((screen) => !built.has(screen.path));

/** THE screen registry: the router, the level guard, the side drawer and the switchboard read it. */
export const SCREENS: readonly Screen[] = [...BUILT, ...PLANNED];

/** THE slot table: what a feature shows inside another's screen (see lib/slots.tsx). */
export const SLOTS: Slots = { ...LEGAL_SLOTS };
