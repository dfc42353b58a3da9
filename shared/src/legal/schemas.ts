import * as z from 'zod';
import { MESSAGES } from '../messages';
import { listQuery, text } from '../catalogue/fields';
import { UPLOAD_EXTENSIONS, isUploadExtension } from '../media/file-types';
import { extensionOf, isPlainFileName } from '../media/safe-name';
import { idField, requiredText } from '../validation/fields';
import { MAX_UNITS } from './billing';

/** Legal matters' messages: the spec's verbatim (§5), and ours where it is silent. */
export const LEGAL_MESSAGES = {
  // extended.md §5, verbatim.
  completeNoTasks: 'At Least You Must Select One(1) Item !',
  deleteNoTasks: 'At Least Select One(1) Item !',
  deleteNoBills: 'You Must Select At Least One (1) Item',
  invoiceNoBills: 'You Must Select Atleast 1 Item',
  // Where the spec is silent.
  titleRequired: 'Enter the matter title',
  fileNumberRequired: 'Enter the file number',
  clientRequired: 'Select the client',
  fileNumberExists: 'A Matter With This File Number Already Exist!',
  noMatter: 'No such matter',
  noClient: 'No such client',
  billableRequired: 'Select a billable',
  noBillable: 'No such billable',
  noBill: 'No such bill on this matter',
  billInvoiced: 'An invoiced bill cannot be changed or deleted',
  alreadyInvoiced:
    'Some of these bills were invoiced meanwhile (by someone else): reload the billings and select again',
  noTask: 'No such task on this matter',
  matterHasBills:
    'This matter has billings: it cannot be deleted (close it instead, or delete its un-invoiced bills first)',
  taskRequired: 'Enter the task description',
  noteRequired: 'Enter the note',
  noFile: 'No such file on this matter',
  noStaff: 'No such staff member',
} as const;

/** Completed task status (extended.md §3, §9). */
export const TASK_COMPLETED = 2;
export const TASK_OPEN = 1;

/** Bills converted at once: each is one more write (and audit entry) of the one transaction. */
export const MAX_BILLS_PER_INVOICE = 40;
/** Tasks or bills changed at once, for the same reason. */
export const MAX_SELECTED = 40;

const matterId = idField(LEGAL_MESSAGES.noMatter);
const optionalId = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    idField(message).optional(),
  );

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const optionalDate = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string({ error: 'Use a date like 2026-11-23' })
    .trim()
    .transform((value) => value.slice(0, 10))
    .pipe(z.string().regex(DATE, 'Use a date like 2026-11-23'))
    .optional(),
);
const optionalTime = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string({ error: 'Use a time like 14:30' })
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2}[ T])?\d{2}:\d{2}(:\d{2})?$/, 'Use a time like 14:30')
    .optional(),
);

/** A selection of rows: ids, or the rows themselves (the old screens send the row objects). */
function selection(none: string, max = MAX_SELECTED) {
  const one = z.union([idField(none), z.object({ id: idField(none) }).transform((row) => row.id)]);
  return z
    .array(one, { error: none })
    .min(1, none)
    .max(max, `At most ${max} at a time`)
    .transform((ids) => [...new Set(ids)]);
}

/** {caseID}: the matter a call is about. */
export const caseBody = z.object({ caseID: matterId });
export type CaseBody = z.output<typeof caseBody>;

/** POST /auth/get-selected-case {selectedCaseID}. */
export const selectedCaseBody = z.object({ selectedCaseID: matterId });

/** POST /auth/add-case {caseObj}: the new-matter form (extended.md §3), dates optional. */
export const addCaseBody = z.object({
  caseObj: z.object(
    {
      caseTitle: requiredText(LEGAL_MESSAGES.titleRequired, 300),
      fileNumber: requiredText(LEGAL_MESSAGES.fileNumberRequired, 64),
      selectedClientID: z
        .string({ error: LEGAL_MESSAGES.clientRequired })
        .trim()
        .min(1, LEGAL_MESSAGES.clientRequired)
        .pipe(idField(LEGAL_MESSAGES.noClient)),
      casePetitioner: text(500),
      caseRespondent: text(500),
      caseDescription: text(5000),
      notes: text(5000),
      presidingOfficer: text(200),
      courtTypeID: optionalId('No such court type'),
      scaleID: optionalId('No such scale'),
      attorneyTypeID: optionalId('No such attorney type'),
      statusID: optionalId('No such status'),
      startDate: optionalDate,
      endDate: optionalDate,
    },
    { error: LEGAL_MESSAGES.titleRequired },
  ),
});
export type AddCaseBody = z.output<typeof addCaseBody>;

/** POST /auth/get-billables {courtTypeID, scaleID}: either may be left out. */
export const billablesBody = z.object({
  courtTypeID: optionalId('No such court type'),
  scaleID: optionalId('No such scale'),
});
export type BillablesBody = z.output<typeof billablesBody>;

/** POST /auth/get-all-notes-for-selected-matter {caseID, courtTypeID, scaleID}. */
export const matterNotesBody = caseBody.extend(billablesBody.shape);
export type MatterNotesBody = z.output<typeof matterNotesBody>;

/**
 * POST /auth/add-billing-to-file (extended.md §3 Billing creation payload). `hours` is the
 * number of units (minutes for the time increments). `bill` and `invoiceNumber` are accepted as
 * the old screen sends them and ignored: the server prices the bill from the billable's rate,
 * and a new bill is never invoiced.
 */
export const addBillingBody = z.object({
  caseID: matterId,
  staffID: optionalId(LEGAL_MESSAGES.noStaff),
  scaleID: optionalId('No such scale'),
  courtTypeID: optionalId('No such court type'),
  attorneyTypeID: optionalId('No such attorney type'),
  clientRef: text(64),
  description: text(1000),
  billableID: z
    .string({ error: LEGAL_MESSAGES.billableRequired })
    .trim()
    .min(1, LEGAL_MESSAGES.billableRequired)
    .pipe(idField(LEGAL_MESSAGES.noBillable)),
  billableDate: optionalDate,
  billableFrom: optionalTime,
  billableTo: optionalTime,
  bill: z.unknown().optional(),
  hours: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: 'Enter a number of units' })
      .positive('Enter a number of units above 0')
      .max(MAX_UNITS, `At most ${MAX_UNITS} units`)
      .optional(),
  ),
  invoiceNumber: z.unknown().optional(),
});
export type AddBillingBody = z.output<typeof addBillingBody>;

/**
 * POST /auth/convert-bills-to-invoice {bills, clientRef, billingDate, caseID, invoiceNumber}:
 * the selected un-invoiced bills become one new invoice (`invoiceNumber` is ignored: the
 * counter numbers it).
 */
export const convertBillsBody = z.object({
  bills: selection(LEGAL_MESSAGES.invoiceNoBills, MAX_BILLS_PER_INVOICE),
  caseID: matterId,
  clientRef: text(64),
  billingDate: optionalDate,
  invoiceNumber: z.unknown().optional(),
});
export type ConvertBillsBody = z.output<typeof convertBillsBody>;

/** POST /auth/delete-bills {selectedBills, caseID} (new): un-invoiced bills only. */
export const deleteBillsBody = z.object({
  selectedBills: selection(LEGAL_MESSAGES.deleteNoBills),
  caseID: matterId,
});
export type DeleteBillsBody = z.output<typeof deleteBillsBody>;

/** POST /auth/save-task {caseID, staffID, description, dueDate, dueTime}. */
export const saveTaskBody = z.object({
  caseID: matterId,
  staffID: optionalId(LEGAL_MESSAGES.noStaff),
  description: requiredText(LEGAL_MESSAGES.taskRequired, 1000),
  dueDate: optionalDate,
  dueTime: optionalTime,
});
export type SaveTaskBody = z.output<typeof saveTaskBody>;

/** POST /auth/save-matter-note {caseID, description, noteDate} (new): a note on the matter. */
export const saveMatterNoteBody = z.object({
  caseID: matterId,
  description: requiredText(LEGAL_MESSAGES.noteRequired, 5000),
  noteDate: optionalDate,
});
export type SaveMatterNoteBody = z.output<typeof saveMatterNoteBody>;

/** POST /auth/mark-selected-tasks-completed {selectedTasks, caseID}. */
export const completeTasksBody = z.object({
  selectedTasks: selection(LEGAL_MESSAGES.completeNoTasks),
  caseID: matterId,
});
/** POST /auth/delete-tasks {selectedTasks, caseID}. */
export const deleteTasksBody = z.object({
  selectedTasks: selection(LEGAL_MESSAGES.deleteNoTasks),
  caseID: matterId,
});
export type TasksBody = z.output<typeof completeTasksBody>;

const uploadExtensions = `Only ${UPLOAD_EXTENSIONS.join(', ')} files may be uploaded`;

/** POST /auth/upload-matter-file {caseID, filename, base64string} (new). */
export const uploadMatterFileBody = z.object({
  caseID: matterId,
  filename: requiredText(MESSAGES.specifyFileType, 200).refine(
    (name) => isUploadExtension(extensionOf(name)),
    uploadExtensions,
  ),
  base64string: z.string({ error: MESSAGES.specifyFileType }).min(1, MESSAGES.specifyFileType),
});
export type UploadMatterFileBody = z.output<typeof uploadMatterFileBody>;

/** POST /auth/download-matter-file and delete-matter-file {caseID, name} (new). */
export const matterFileBody = z.object({
  caseID: matterId,
  name: requiredText(LEGAL_MESSAGES.noFile, 200).refine(isPlainFileName, LEGAL_MESSAGES.noFile),
});
export type MatterFileBody = z.output<typeof matterFileBody>;

/** A matter's file as the list shows it. */
export type MatterFile = { name: string; extension: string };

/** GET /auth/get-all-cases: a page of matters, optionally of one status (its id). */
export const mattersListQuery = listQuery.extend({
  status: z.string().trim().min(1).max(64, 'Choose a status from the list').optional(),
});
export type MattersListQuery = z.output<typeof mattersListQuery>;
