import { Download, FileText, Trash2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import * as z from 'zod';
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
import { ownError, useSchemaForm } from '../lib/schema-form';
import { ConfirmDialog } from './ui/alert-dialog';
import { Button } from './ui/button';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card';
import { DataTable, type DataTableColumn } from './ui/data-table';
import { FormAlert } from './ui/form-alert';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';
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

type UploadValues = { type: UploadExtension | ''; file: File | null };

/**
 * The choice before it is sent (the server checks the file again): a file, of the chosen type
 * when the type is chosen first, else of a type allowed. Anything missing or a file not of the
 * chosen type is the spec's one message; a type not allowed is said under the file.
 */
const uploadSchema = (chooseType: boolean) =>
  z
    .object({ type: z.string(), file: z.custom<File | null>((value) => value !== undefined) })
    .superRefine(({ type, file }, ctx) => {
      const specify = (path: keyof UploadValues) =>
        ctx.addIssue({ code: 'custom', path: [path], message: MESSAGES.specifyFileType });
      if (chooseType && !type) specify('type');
      if (!file) return specify('file');
      const extension = extensionOf(file.name);
      if (chooseType && type && extension !== type) specify('file');
      else if (!isUploadExtension(extension))
        ctx.addIssue({
          code: 'custom',
          path: ['file'],
          message: `Only ${UPLOAD_EXTENSIONS.join(', ')} files may be uploaded`,
        });
    });

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
  const input = useRef<HTMLInputElement | null>(null);
  const { form } = useSchemaForm<UploadValues, z.output<ReturnType<typeof uploadSchema>>>(
    uploadSchema(chooseType),
    { type: '', file: null },
    // As before: a message stays until the next Upload, and a change of choice clears it.
    { parse: true, reValidateMode: 'onSubmit' },
  );
  const type = useWatch({ control: form.control, name: 'type' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const { errors } = form.formState;
  // The spec's one message is said once, above the button; the fields are marked invalid.
  const specify = [errors.type?.message, errors.file?.message].includes(MESSAGES.specifyFileType);
  const problem = specify ? MESSAGES.specifyFileType : refusal;

  const changed = () => {
    form.clearErrors();
    setRefusal(null);
  };

  const send = async ({ file }: { file: File | null }) => {
    if (!file) return;
    try {
      const reply = await upload.mutateAsync({
        ...record,
        filename: file.name,
        base64string: await readAsDataUrl(file),
      });
      toast.success(reply.message);
      form.resetField('file');
      if (input.current) input.current.value = '';
    } catch (error) {
      setRefusal(errorText(error));
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

  const uploadForm = (
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
        setRefusal(null);
        void form.handleSubmit(send)(event);
      }}
    >
      {chooseType && (
        <Controller
          control={form.control}
          name="type"
          render={({ field, fieldState }) => (
            <FormField label="File type">
              {(control) => (
                <OptionSelect
                  {...control}
                  aria-invalid={fieldState.invalid || undefined}
                  value={field.value}
                  placeholder="Choose"
                  onValueChange={(value) => {
                    changed();
                    field.onChange(value);
                  }}
                  options={TYPE_OPTIONS}
                />
              )}
            </FormField>
          )}
        />
      )}
      <Controller
        control={form.control}
        name="file"
        render={({ field, fieldState }) => (
          <FormField
            label={chooseType ? 'File' : `File (${UPLOAD_EXTENSIONS.join(', ')})`}
            error={ownError(fieldState.error?.message, problem)}
          >
            <Input
              ref={(element) => {
                input.current = element;
                field.ref(element);
              }}
              type="file"
              accept={type ? `.${type}` : ACCEPT}
              aria-invalid={fieldState.invalid || undefined}
              onBlur={field.onBlur}
              onChange={(event) => {
                changed();
                field.onChange(event.target.files?.[0] ?? null);
              }}
            />
          </FormField>
        )}
      />
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
          <CardContent>{uploadForm}</CardContent>
        </Card>
      ) : (
        uploadForm
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
