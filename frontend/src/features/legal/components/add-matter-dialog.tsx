import { addCaseBody } from '@shared/legal/schemas';
import { formatDate } from '@shared/time/sast';
import { clientEntry } from '../../../lib/client-entry';
import { ConflictPanel } from './conflict-panel';
import { ChoiceField, DateField, PickerField, TextField } from '../../../components/form-fields';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/sonner';
import { Textarea } from '../../../components/ui/textarea';
import { useCompany } from '../../../lib/company';
import { useSchemaForm } from '../../../lib/schema-form';
import { useAddCase, useAllClients, useLegalList, type CaseForm } from '../api/legal-api';

/** Missing matter dates default to this many days ahead (extended.md §9; the server sets them). */
const DATE_DAYS = 60;

export function daysAhead(today: string, days: number): string {
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

const EMPTY: CaseForm = {
  selectedClientID: '',
  fileNumber: '',
  caseTitle: '',
  casePetitioner: '',
  caseRespondent: '',
  caseDescription: '',
  notes: '',
  courtTypeID: '',
  scaleID: '',
  attorneyTypeID: '',
  statusID: '',
  startDate: '',
  endDate: '',
};

const caseObj = addCaseBody.shape.caseObj;

/**
 * The add-matter dialog (extended.md §2, §3, §5): client, file number and title, then the
 * optional Applicant(s), respondent(s), description, notes, court type, scale, attorney type,
 * status and dates. Submit shows only once client, file number and title are set (§5); dates
 * left empty become 60 days ahead on the server (§9), as the hint says. The conflict check
 * lists resembling clients and parties above Submit as the client and parties are filled in.
 */
export function AddMatterDialog({
  onOpenChange,
  onCreated,
  clientId,
}: {
  onOpenChange: (open: boolean) => void;
  onCreated?: (id: string) => void;
  /** Opened from a client's profile: that client, chosen. */
  clientId?: string;
}) {
  const { labels } = useCompany();
  const save = useAddCase();
  const clients = useAllClients();
  const courts = useLegalList('court_types');
  const scales = useLegalList('scales');
  const attorneys = useLegalList('attorney_types');
  const statuses = useLegalList('case_statuses');
  const { form, alert, submitWith } = useSchemaForm(caseObj, {
    ...EMPTY,
    selectedClientID: clientId ?? '',
  });
  const [client, fileNumber, title, petitioners, respondents] = form.watch([
    'selectedClientID',
    'fileNumber',
    'caseTitle',
    'casePetitioner',
    'caseRespondent',
  ]);
  const ready = Boolean(client?.trim() && fileNumber?.trim() && title?.trim());
  const ahead = daysAhead(formatDate(new Date()), DATE_DAYS);
  const matter = labels.matter;

  const submit = () =>
    submitWith(caseObj, async (values) => {
      const reply = await save.mutateAsync(values);
      toast.success(
        `${matter} saved` +
          (values.startDate && values.endDate
            ? ''
            : ` (dates: ${reply.case.start_date ?? ahead} to ${reply.case.end_date ?? ahead})`),
      );
      onCreated?.(reply.id);
      onOpenChange(false);
    });

  const clientOptions = clients.rows
    .map((c) => ({ value: c.id, label: clientEntry(c) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const listHint = (list: { isError: boolean; error: Error | null }) =>
    list.isError ? list.error?.message : undefined;

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add {matter}</DialogTitle>
          <DialogDescription>
            {labels.client}, file number and title are required. Dates left empty are set{' '}
            {DATE_DAYS} days ahead ({ahead}).
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label={`Add ${matter}`}
          className="grid items-start gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (ready) void submit();
          }}
        >
          <PickerField
            form={form}
            name="selectedClientID"
            label={labels.client}
            required
            className="sm:col-span-2"
            options={clientOptions}
            placeholder={clients.isPending ? 'Loading…' : `Choose a ${labels.client.toLowerCase()}`}
            emptyText={`No ${labels.client.toLowerCase()} found`}
            disabled={clients.isPending}
            more={clients}
            hint={clients.isError ? clients.error.message : undefined}
          />
          <TextField
            form={form}
            name="fileNumber"
            label="File number"
            required
            autoComplete="off"
          />
          <TextField form={form} name="caseTitle" label="Title" required autoComplete="off" />
          <TextField form={form} name="casePetitioner" label="Applicant(s)" />
          <TextField form={form} name="caseRespondent" label="Respondent(s)" />
          <ChoiceField
            form={form}
            name="courtTypeID"
            label="Court type"
            options={courts.data ?? []}
            hint={listHint(courts)}
          />
          <ChoiceField
            form={form}
            name="scaleID"
            label="Scale"
            options={scales.data ?? []}
            hint={listHint(scales)}
          />
          <ChoiceField
            form={form}
            name="attorneyTypeID"
            label="Attorney type"
            options={attorneys.data ?? []}
            hint={listHint(attorneys)}
          />
          <ChoiceField
            form={form}
            name="statusID"
            label="Status"
            options={statuses.data ?? []}
            hint={listHint(statuses)}
          />
          <DateField form={form} name="startDate" label="Start date" hint={`Empty: ${ahead}`} />
          <DateField form={form} name="endDate" label="End date" hint={`Empty: ${ahead}`} />
          <FormField
            label="Description"
            className="sm:col-span-2"
            error={form.formState.errors.caseDescription?.message}
          >
            <Textarea rows={3} {...form.register('caseDescription')} />
          </FormField>
          <FormField
            label="Notes"
            className="sm:col-span-2"
            error={form.formState.errors.notes?.message}
          >
            <Textarea rows={3} {...form.register('notes')} />
          </FormField>
          <ConflictPanel
            className="sm:col-span-2"
            clientID={client}
            petitioners={petitioners}
            respondents={respondents}
          />
          <FormAlert className="sm:col-span-2">{alert}</FormAlert>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            {ready && (
              <Button type="submit" loading={save.isPending}>
                Submit
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
