import type { BillableItemType, BillingUnit } from '@shared/legal/billing';

/**
 * What the matter routes answer (functions/src/legal/*.ts views). Money is in whole cents.
 */
type IdName = { id: string; name: string } | null;

/** GET /auth/get-all-cases: a row of the picker and of the matters list. */
export type CaseRow = {
  id: string;
  title: string;
  file_number: string;
  client_reference: string | null;
  client: { id: string; name: string | null };
  status_id: string | null;
  status: { id: string; name: string; color: string | null } | null;
  /** The earliest due date of its open tasks (YYYY-MM-DD). */
  next_task_due: string | null;
  /** Its bills not yet invoiced, in cents. */
  unbilled: number;
  /** What it holds in trust, in cents. */
  trust_balance: number;
};

/** A matter (extended.md §3 Case/matter). */
export type Matter = {
  id: string;
  title: string;
  file_number: string;
  client_id: string;
  client_reference: string | null;
  client: { id: string; name: string; client_reference: string | null } | null;
  petitioners: string | null;
  respondents: string | null;
  presiding_officer: string | null;
  start_date: string | null;
  end_date: string | null;
  date_captured: string | null;
  court_type_id: string | null;
  court_type: IdName;
  scale_id: string | null;
  scale: IdName;
  attorney_type_id: string | null;
  attorney: IdName;
  status_id: string | null;
  status: { id: string; name: string; color: string | null } | null;
  description: string | null;
  notes: string | null;
  outcome: string | null;
};

/** POST /auth/get-selected-case: the matter with its invoices' numbers and money. */
export type SelectedCase = Matter & {
  invoices: Array<{ invoice_number: number; total: number }>;
  totalBillings: number;
  totalInvoices: number;
  totalPayments: number;
  totalOutstandings: number;
};

/** A billable as the billing form reads it. */
export type Billable = {
  id: string;
  name: string;
  item_type: BillableItemType;
  cost_per_hour: number;
  qty_increment_id: number | null;
  increments: { name: string };
  unit: BillingUnit;
};

export type MatterNote = {
  id: string;
  description: string;
  billable_activity: string | null;
  amount: number | null;
  units: number | null;
  total: number | null;
  note_date: string | null;
};

/** POST /auth/get-all-notes-for-selected-matter. */
export type MatterNotes = {
  notes: MatterNote[];
  services: Array<{ id: string; name: string; serviceFee: number }>;
  products: Array<{ id: string; name: string; unitPrice: number }>;
  transports: Array<{ id: string; name: string; transportationFee: number }>;
  billables: Billable[];
};

/** A bill (extended.md §3 Billing); `invoiced` locks it. */
export type Bill = {
  id: string;
  billing_date: string;
  description: string | null;
  billable: { id: string; name: string };
  unit: string | null;
  hours: number;
  /** Time bills: the minutes billed after rounding up to the increment. */
  billed_minutes?: number | null;
  /** The units as billed ("15 minutes"), matching the amount. */
  units_billed?: string;
  rate: number;
  bill: number;
  staff: { id: string; name: string | null } | null;
  status: string;
  invoiced: boolean;
  invoice_number: number | null;
};

/** An invoice of the matter (get-invoices-selected-data). */
export type MatterInvoice = {
  invoice_number: number;
  invoice_date: string;
  due_date?: string;
  total: number;
  total_paid?: number;
  comment?: string;
};

/** A task (extended.md §3 Task): status 2 is completed. */
export type Task = {
  id: string;
  description: string;
  staff: { id: string; name: string | null } | null;
  due_date: string | null;
  due_time: string | null;
  status: number;
  completed: boolean;
};

export type MatterFile = { name: string; extension: string };
