import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { atLeast, LEVEL } from '@shared/access';
import { RecordFilesPanel } from '../../../components/record-files-panel';
import { FormAlert } from '../../../components/ui/form-alert';
import { useSignedInUser } from '../../../lib/api/current-user';
import { useCompany } from '../../../lib/company';
import {
  useDeleteMatterFile,
  useDownloadMatterFile,
  useMatterFiles,
  useUploadMatterFile,
} from '../api/files';
import { useSelectedCase } from '../api/matters';
import { MatterPicker } from '../components/matter-picker';

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

  return (
    <div className="mt-6 grid gap-4">
      <RecordFilesPanel
        record={{ caseID }}
        files={files}
        upload={upload}
        download={download}
        remove={remove}
        canDelete={atLeast(user.alevel, LEVEL.admin)}
        searchable
        uploadCard
        text={{
          upload: 'Upload a file',
          caption: 'Files',
          empty: 'No files for this matter yet.',
          deleteTitle: 'Delete this file?',
        }}
      />
    </div>
  );
}
