import type { AccessLevel } from '../access';
import { LEVEL } from '../access';
import type { Feature } from '../plans/entitlements';

/**
 * The home's "Needs attention" items (issue 28): what each is, the plan feature and the level
 * that may see it (the level of the screen it links to). The server computes an item only for a
 * caller who may see it; the route's level is the lowest of them.
 */
export const DUE_ITEMS = {
  overdueInvoices: { feature: 'documents', level: LEVEL.staff },
  events: { feature: 'calendar', level: LEVEL.staff },
  payroll: { feature: 'payroll', level: LEVEL.manager },
  smsCredits: { feature: 'bulk', level: LEVEL.admin },
  // The learners owing are listed on the fees owing screen, for admins (as Student Payments).
  unpaidFees: { feature: 'school', level: LEVEL.admin },
  // Matters' open tasks due today and tomorrow: the tasks are staff's work (the Tasks tab's level).
  tasksDue: { feature: 'matters', level: LEVEL.staff },
  // Products are every plan's (kept for invoices; the catalogue names no feature of its own):
  // the base plan's feature, and the products list's level.
  lowStock: { feature: 'documents', level: LEVEL.staff },
} as const satisfies Record<string, { feature: Feature; level: AccessLevel }>;

export type DueItemKind = keyof typeof DUE_ITEMS;

export type DueItem =
  | { kind: 'overdueInvoices'; count: number; amount: number }
  | { kind: 'events'; today: number; tomorrow: number }
  | { kind: 'payroll'; month: string; status: 'open' | 'missing'; payDate?: string }
  | { kind: 'smsCredits'; credits: number }
  /** The school year's accounts in arrears and what they owe (cents). */
  | { kind: 'unpaidFees'; year: number; count: number; amount: number }
  /** Matters' open tasks due today and tomorrow (SAST days). */
  | { kind: 'tasksDue'; today: number; tomorrow: number }
  /** Products whose stock is at or below their reorder level. */
  | { kind: 'lowStock'; count: number };

export type HomeDueReply = { today: string; items: DueItem[] };

/** Below this many credits the SMS item says to buy more. */
export const SMS_CREDITS_LOW = 100;

/** One learner's account that owes, as the fees owing list shows it (cents). */
export type OwingAccountView = { sid: string; name: string; year: number; owing: number };

/** A page of the fees owing list (`{ rows, cursor }` as every list; cursor null: the last). */
export type OwingAccountsPage = { rows: OwingAccountView[]; cursor: string | null };
