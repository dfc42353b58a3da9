import { Download, FileText, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { FINANCE_MESSAGES } from '@shared/finance/schemas';
import { UPLOAD_EXTENSIONS, type UploadExtension } from '@shared/media/file-types';
import { extensionOf } from '@shared/media/safe-name';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { OptionSelect } from '../../../components/ui/select';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';
import {
  useDeleteExpenseFile,
  useDownloadExpenseFile,
  useExpenseFiles,
  useUploadExpenseFile,
} from '../api/files';
import type { Expense } from '../api/types';

type ExpenseFile = { name: string; extension: string };

const TYPE_OPTIONS = UPLOAD_EXTENSIONS.map((e) => ({ value: e, label: e.toUpperCase() }));

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * An expense's supporting documents (the supplier's invoice, the till slip): choose the file
 * type, then a file of that type ('Specify the File Type and Then Select A File!' otherwise);
 * the expense's files to download, or delete after a confirmation.
 */
export function ExpenseFilesDialog({
  expense,
  onClose,
}: {
  expense: Expense;
  onClose: () => void;
}) {
  const expenseID = expense.id;
  const files = useExpenseFiles(expenseID);
  const upload = useUploadExpenseFile(expenseID);
  const remove = useDeleteExpenseFile(expenseID);
  const download = useDownloadExpenseFile();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<UploadExtension | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const label = expense.description ?? expense.entry_date;

  const send = async () => {
    setProblem(null);
    if (!type || !file || extensionOf(file.name) !== type)
      return setProblem(FINANCE_MESSAGES.fileTypeAndFile);
    try {
      const reply = await upload.mutateAsync({
        expenseID,
        filename: file.name,
        base64string: await readAsDataUrl(file),
      });
      toast.success(reply.message);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  const save = async (name: string) => {
    try {
      const reply = await download.mutateAsync({ expenseID, name });
      downloadBlob(reply.blob, reply.fileName ?? name);
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const deleteFile = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ expenseID, name: deleting });
      toast.success('File deleted');
    } catch (error) {
      toast.error(errorText(error));
      throw error;
    }
  };

  const columns: DataTableColumn<ExpenseFile>[] = [
    {
      key: 'name',
      header: 'File',
      cell: (f) => (
        <span className="flex min-w-0 items-center gap-2 break-all">
          <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {f.name}
        </span>
      ),
    },
    { key: 'type', header: 'Type', cell: (f) => f.extension.toUpperCase() },
    {
      key: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (f) => (
        <span className="flex justify-end gap-1">
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Download ${f.name}`}
            onClick={() => void save(f.name)}
          >
            <Download aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Delete ${f.name}`}
            onClick={() => setDeleting(f.name)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </span>
      ),
    },
  ];

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Attachments</DialogTitle>
          <DialogDescription>
            The supplier&apos;s invoice or the till slip of {label}.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label="Upload an attachment"
          className="grid items-end gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_auto]"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <FormField label="File type">
            {(control) => (
              <OptionSelect
                {...control}
                value={type}
                placeholder="Choose"
                onValueChange={(value) => {
                  setProblem(null);
                  setType(value as UploadExtension);
                }}
                options={TYPE_OPTIONS}
              />
            )}
          </FormField>
          <div className="grid gap-1.5">
            <Label htmlFor={inputId}>File</Label>
            <Input
              ref={input}
              id={inputId}
              type="file"
              accept={type ? `.${type}` : UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',')}
              onChange={(event) => {
                setProblem(null);
                setFile(event.target.files?.[0] ?? null);
              }}
            />
          </div>
          <Button type="submit" loading={upload.isPending}>
            <Upload aria-hidden="true" /> Upload
          </Button>
          <FormAlert className="sm:col-span-3">{problem}</FormAlert>
        </form>
        {files.isError ? (
          <div className="grid justify-items-start gap-3">
            <FormAlert>{errorText(files.error)}</FormAlert>
            <Button variant="outline" onClick={() => void files.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <DataTable
            caption="Attachments"
            columns={columns}
            rows={files.data ?? []}
            getRowId={(f) => f.name}
            loading={files.isPending}
            emptyText="No attachments for this expense yet."
          />
        )}
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          title="Delete this attachment?"
          description={deleting ? `${deleting} is removed for good.` : undefined}
          confirmLabel="Delete"
          destructive
          onConfirm={deleteFile}
        />
      </DialogContent>
    </Dialog>
  );
}
