import { FileText } from 'lucide-react';
import { useState } from 'react';
import { clientStatementFileName } from '@shared/finance/client-statement';
import { clientStatementBody } from '@shared/finance/schemas';
import { formatDate } from '@shared/time/sast';
import { DateField } from '../../../components/form-fields';
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
import { toast } from '../../../components/ui/sonner';
import { downloadBlob } from '../../../lib/download';
import { useSchemaForm } from '../../../lib/schema-form';
import { useClientStatement, type ClientStatementReply } from '../api/get-client-statement';

/** pdf-lib is large: it loads only when a statement is first wanted. */
async function render(reply: ClientStatementReply): Promise<Blob> {
  const { buildClientStatementPdf } = await import('@shared/pdf/client-statement-pdf');
  const bytes = await buildClientStatementPdf({
    company: {
      name: reply.issuer.name,
      address: reply.issuer.address,
      phone: reply.issuer.phone,
      email: reply.issuer.email,
      vat_number: reply.issuer.vat_number,
    },
    client: { name: reply.client.name, reference: reply.client.client_reference },
    statement: reply.statement,
    currency: reply.currency,
  });
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}

type Values = { clientID: string; dateFrom: string; dateTo: string };

/**
 * The client's statement of account for a period (1 January to today by default): opening
 * balance, invoices, payments and closing balance, downloaded as a PDF made in the browser.
 */
export function ClientStatementButton({ clientId, name }: { clientId: string; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <FileText aria-hidden="true" /> Statement
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-md">
          {open && <StatementForm clientId={clientId} name={name} onClose={() => setOpen(false)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}

function StatementForm({
  clientId,
  name,
  onClose,
}: {
  clientId: string;
  name: string;
  onClose: () => void;
}) {
  const today = formatDate(new Date());
  const { form, alert, setAlert, submitWith } = useSchemaForm<Values>(clientStatementBody, {
    clientID: clientId,
    dateFrom: `${today.slice(0, 4)}-01-01`,
    dateTo: today,
  });
  const read = useClientStatement();
  const [making, setMaking] = useState(false);
  const submit = () =>
    submitWith(clientStatementBody, async (values) => {
      const reply = await read.mutateAsync(values);
      setMaking(true);
      try {
        downloadBlob(
          await render(reply),
          clientStatementFileName(name, values.dateFrom, values.dateTo),
        );
      } catch {
        setAlert('The statement PDF could not be made. Try again.');
        return;
      } finally {
        setMaking(false);
      }
      toast.success('Statement downloaded');
      onClose();
    });
  return (
    <form
      noValidate
      aria-label="Statement of account"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogHeader>
        <DialogTitle>Statement of account</DialogTitle>
        <DialogDescription>
          {name}’s invoices, payments and balance for the period, as a PDF. Both dates are included.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField form={form} name="dateFrom" label="From" required />
        <DateField form={form} name="dateTo" label="To" required />
      </div>
      <FormAlert>{alert}</FormAlert>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={read.isPending || making}>
          Download PDF
        </Button>
      </DialogFooter>
    </form>
  );
}
