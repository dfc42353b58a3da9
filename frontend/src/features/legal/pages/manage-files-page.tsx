import { Download, FileText, Trash2, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { atLeast, LEVEL } from '@shared/access';
import { UPLOAD_EXTENSIONS, isUploadExtension } from '@shared/media/file-types';
import { extensionOf } from '@shared/media/safe-name';
import { MESSAGES } from '@shared/messages';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/api/current-user';
import { useCompany } from '../../../lib/company';
import { downloadBlob } from '../../../lib/download';
import {
  useDeleteMatterFile,
  useDownloadMatterFile,
  useMatterFiles,
  useUploadMatterFile,
} from '../api/files';
import { useSelectedCase } from '../api/matters';
import type { MatterFile } from '../api/types';
import { MatterPicker } from '../components/matter-picker';

const ACCEPT = UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * Manage Files (`/manage-files`, param case): the matter's documents (extended.md §2, §9):
 * upload one of the allowed types, list, download, delete after a confirmation.
 */
export function ManageFilesPage() {
  const { company, labels } = useCompany();
  const [params, setParams] = useSearchParams();
  const caseID = params.get('case');
  const matter = useSelectedCase(caseID);

  useEffect(() => {
    document.title = `${labels.matter} files · ${company.name}`;
  }, [labels.matter, company.name]);

  return (
    <div className="mx-auto max-w-5xl pb-24">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{labels.matter} files</h1>
      <p className="mt-1 text-muted-foreground">
        {matter.data ? (
          <>
            {matter.data.title} · {matter.data.file_number} ·{' '}
            <Link
              to={`/manage-matters?case=${encodeURIComponent(matter.data.id)}`}
              className="text-brand underline-offset-4 hover:underline"
            >
              Back to the {labels.matter.toLowerCase()}
            </Link>
          </>
        ) : (
          `Documents kept with a ${labels.matter.toLowerCase()}.`
        )}
      </p>
      <div className="mt-6">
        <MatterPicker value={caseID} onChange={(id) => setParams({ case: id })} />
      </div>
      {matter.isError && <FormAlert className="mt-6">{matter.error.message}</FormAlert>}
      {caseID && !matter.isError && <Files caseID={caseID} />}
    </div>
  );
}

function Files({ caseID }: { caseID: string }) {
  const user = useSignedInUser();
  const files = useMatterFiles(caseID);
  const upload = useUploadMatterFile(caseID);
  const remove = useDeleteMatterFile(caseID);
  const download = useDownloadMatterFile();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const canDelete = atLeast(user.alevel, LEVEL.admin);

  const send = async () => {
    setProblem(null);
    if (!file) return setProblem(MESSAGES.specifyFileType);
    if (!isUploadExtension(extensionOf(file.name)))
      return setProblem(`Only ${UPLOAD_EXTENSIONS.join(', ')} files may be uploaded`);
    try {
      const reply = await upload.mutateAsync({
        caseID,
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
      const reply = await download.mutateAsync({ caseID, name });
      downloadBlob(reply.blob, reply.fileName ?? name);
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const deleteFile = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ caseID, name: deleting });
      toast.success('File deleted');
    } catch (error) {
      toast.error(errorText(error));
      throw error;
    }
  };

  const columns: DataTableColumn<MatterFile>[] = [
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

  return (
    <div className="mt-6 grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Upload a file</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            aria-label="Upload a file"
            className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <div className="grid gap-1.5">
              <Label htmlFor={inputId}>File ({UPLOAD_EXTENSIONS.join(', ')})</Label>
              <Input
                ref={input}
                id={inputId}
                type="file"
                accept={ACCEPT}
                onChange={(event) => {
                  setProblem(null);
                  setFile(event.target.files?.[0] ?? null);
                }}
              />
            </div>
            <Button type="submit" loading={upload.isPending}>
              <Upload aria-hidden="true" /> Upload
            </Button>
            <FormAlert className="sm:col-span-2">{problem}</FormAlert>
          </form>
        </CardContent>
      </Card>
      {files.isError ? (
        <div className="grid justify-items-start gap-3">
          <FormAlert>{files.error.message}</FormAlert>
          <Button variant="outline" onClick={() => void files.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <DataTable
          caption="Files"
          columns={columns}
          rows={files.data ?? []}
          getRowId={(f) => f.name}
          loading={files.isPending}
          searchText={(f) => f.name}
          searchPlaceholder="Search files"
          emptyText="No files for this matter yet."
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this file?"
        description={deleting ? `${deleting} is removed for good.` : undefined}
        confirmLabel="Delete"
        destructive
        onConfirm={deleteFile}
      />
    </div>
  );
}
