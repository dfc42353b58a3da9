import { Download, FileText, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import {
  UPLOAD_EXTENSIONS,
  isUploadExtension,
  type UploadExtension,
} from '@shared/media/file-types';
import { extensionOf } from '@shared/media/safe-name';
import { MESSAGES } from '@shared/messages';
import { errorText } from '../lib/api-client';
import { cn } from '../lib/cn';
import { downloadBlob } from '../lib/download';
import { readAsDataUrl } from '../lib/read-file';
import { ConfirmDialog } from './ui/alert-dialog';
import { Button } from './ui/button';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card';
import { DataTable, type DataTableColumn } from './ui/data-table';
import { FormAlert } from './ui/form-alert';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { OptionSelect } from './ui/select';
import { toast } from './ui/sonner';

export type RecordFile = { name: string; extension: string };

/** The part of a react-query mutation the panel uses. */
type Call<B, R> = { mutateAsync: (body: B) => Promise<R>; isPending: boolean };

type FilesQuery = {
  data: RecordFile[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type RecordFilesPanelProps<K extends object> = {
  /** What names the record in every call, e.g. `{ expenseID }` or `{ caseID }`. */
  record: K;
  files: FilesQuery;
  upload: Call<K & { filename: string; base64string: string }, { message: string }>;
  download: Call<K & { name: string }, { blob: Blob; fileName: string | null }>;
  remove: Call<K & { name: string }, unknown>;
  /** The file type is chosen first and the file must be of that type. */
  chooseType?: boolean;
  canDelete?: boolean;
  /** A search box over the file names. */
  searchable?: boolean;
  /** The upload form in a card titled with `text.upload` (else bare, as in a dialog). */
  uploadCard?: boolean;
  text: {
    /** The upload form's name. */
    upload: string;
    caption: string;
    empty: string;
    deleteTitle: string;
  };
};

const TYPE_OPTIONS = UPLOAD_EXTENSIONS.map((e) => ({ value: e, label: e.toUpperCase() }));
const ACCEPT = UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');

/** What is wrong with the choice before it is sent, if anything (the server checks again). */
function uploadProblem(file: File | null, type: UploadExtension | '' | null): string | null {
  if (!file || (type !== null && (!type || extensionOf(file.name) !== type)))
    return MESSAGES.specifyFileType;
  if (!isUploadExtension(extensionOf(file.name)))
    return `Only ${UPLOAD_EXTENSIONS.join(', ')} files may be uploaded`;
  return null;
}

/**
 * A record's documents (an expense's slips, a matter's files): upload one of the allowed types
 * ('Specify the File Type and Then Select A File!' otherwise), list them, download, and delete
 * after a confirmation.
 */
export function RecordFilesPanel<K extends object>({
  record,
  files,
  upload,
  download,
  remove,
  chooseType = false,
  canDelete = true,
  searchable = false,
  uploadCard = false,
  text,
}: RecordFilesPanelProps<K>) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<UploadExtension | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  const send = async () => {
    setProblem(null);
    const wrong = uploadProblem(file, chooseType ? type : null);
    if (wrong || !file) return setProblem(wrong);
    try {
      const reply = await upload.mutateAsync({
        ...record,
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
      const reply = await download.mutateAsync({ ...record, name });
      downloadBlob(reply.blob, reply.fileName ?? name);
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const deleteFile = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ ...record, name: deleting });
      toast.success('File deleted');
    } catch (error) {
      toast.error(errorText(error));
      throw error;
    }
  };

  const columns: DataTableColumn<RecordFile>[] = [
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
          {canDelete && (
            <Button
              size="icon"
              variant="ghost"
              aria-label={`Delete ${f.name}`}
              onClick={() => setDeleting(f.name)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </span>
      ),
    },
  ];

  const form = (
    <form
      noValidate
      aria-label={text.upload}
      className={cn(
        'grid gap-3 sm:items-end',
        chooseType
          ? 'sm:grid-cols-[10rem_minmax(0,1fr)_auto]'
          : 'sm:grid-cols-[minmax(0,1fr)_auto]',
      )}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {chooseType && (
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
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={inputId}>
          {chooseType ? 'File' : `File (${UPLOAD_EXTENSIONS.join(', ')})`}
        </Label>
        <Input
          ref={input}
          id={inputId}
          type="file"
          accept={type ? `.${type}` : ACCEPT}
          onChange={(event) => {
            setProblem(null);
            setFile(event.target.files?.[0] ?? null);
          }}
        />
      </div>
      <Button type="submit" loading={upload.isPending}>
        <Upload aria-hidden="true" /> Upload
      </Button>
      <FormAlert className={chooseType ? 'sm:col-span-3' : 'sm:col-span-2'}>{problem}</FormAlert>
    </form>
  );

  return (
    <>
      {uploadCard ? (
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>{text.upload}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>{form}</CardContent>
        </Card>
      ) : (
        form
      )}
      {files.isError ? (
        <div className="grid justify-items-start gap-3">
          <FormAlert>{errorText(files.error)}</FormAlert>
          <Button variant="outline" onClick={() => void files.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <DataTable
          caption={text.caption}
          columns={columns}
          rows={files.data ?? []}
          getRowId={(f) => f.name}
          loading={files.isPending}
          searchText={searchable ? (f) => f.name : undefined}
          searchPlaceholder={searchable ? 'Search files' : undefined}
          emptyText={text.empty}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={text.deleteTitle}
        description={deleting ? `${deleting} is removed for good.` : undefined}
        confirmLabel="Delete"
        destructive
        onConfirm={deleteFile}
      />
    </>
  );
}
