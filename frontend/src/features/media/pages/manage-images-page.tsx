import { ImageOff, ImageUp, Replace, ShieldAlert, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ImageFolder } from '@shared/company/folders';
import type { MediaImage } from '@shared/media/schemas';
import { MESSAGES } from '@shared/messages';
import { atLeast, LEVEL } from '@shared/access';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { OptionSelect } from '../../../components/ui/select';
import { toast } from '../../../components/ui/sonner';
import { ApiError } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/api/current-user';
import { useCompany } from '../../../lib/company';
import { useDeleteImages } from '../api/delete-image';
import { useFolderImages } from '../api/get-images-for-given-folder';
import { ImageGrid, ImageGridSkeleton } from '../components/image-grid';
import { ReplaceImageDialog } from '../components/replace-image-dialog';
import { UploadImageDialog } from '../components/upload-image-dialog';
import { foldersFor, type FolderChoice } from '../lib/folders-by-industry';

// The spec: Manage Site Images needs level 7 or more (the upload, replace and delete calls too).
const MIN_LEVEL = LEVEL.admin;

/** Manage Site Images: the company's image folders, with upload, replace and delete. */
export function ManageImagesPage() {
  const user = useSignedInUser();
  const { company } = useCompany();
  useEffect(() => {
    document.title = `Manage Site Images · ${company.name}`;
  }, [company.name]);

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Manage Site Images</h1>
      <p className="mt-1 text-muted-foreground">
        The logo, front-page banner and picture folders of {company.name}&rsquo;s website.
      </p>
      {atLeast(user.alevel, MIN_LEVEL) ? (
        <ImageManager folders={foldersFor(company.industry)} />
      ) : (
        <div className="mt-8 flex flex-col items-center rounded-lg border bg-card px-6 py-12 text-center shadow-sm">
          <ShieldAlert className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="mt-4 font-medium">Site images are managed by admins and managers.</p>
          <Button asChild className="mt-6">
            <Link to="/switchboard">Back to the switchboard</Link>
          </Button>
        </div>
      )}
    </div>
  );
}

function ImageManager({ folders }: { folders: FolderChoice[] }) {
  const [params, setParams] = useSearchParams();
  // The folder lives in the address, so a reload or Back keeps it.
  const current = folders.find((choice) => choice.folder === params.get('folder')) ?? folders[0];
  if (!current) throw new Error('No image folders for this industry');
  const { folder, label } = current;
  const images = useFolderImages(folder);
  const deleteImages = useDeleteImages();

  const [picked, setPicked] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [replacing, setReplacing] = useState<MediaImage | null>(null);
  const [confirming, setConfirming] = useState(false);
  // What the confirmation asked about, kept as asked while the dialog closes.
  const [doomed, setDoomed] = useState<string[]>([]);

  const list = images.data ?? [];
  // Only names still in the folder count: a deleted or replaced image drops out by itself.
  const selected = picked.filter((name) => list.some((image) => image.name === name));

  const chooseFolder = (next: ImageFolder) => {
    setPicked([]);
    setParams({ folder: next }, { replace: true });
  };

  const startReplace = () => {
    if (selected.length === 0) toast.warning(MESSAGES.selectAtLeastOneItem);
    else if (selected.length > 1) toast.warning('Select only one image to replace.');
    else setReplacing(list.find((image) => image.name === selected[0]) ?? null);
  };

  const startDelete = () => {
    if (selected.length === 0) {
      toast.warning(MESSAGES.selectAtLeastOneItem);
      return;
    }
    setDoomed(selected);
    setConfirming(true);
  };

  const confirmDelete = async () => {
    try {
      await deleteImages.mutateAsync({ folder, images: doomed });
      toast.success(doomed.length === 1 ? 'Image deleted' : `${doomed.length} images deleted`);
    } catch (error) {
      toast.error(MESSAGES.oops, {
        description: error instanceof ApiError ? error.message : undefined,
      });
    }
  };

  const allChosen = list.length > 0 && selected.length === list.length;

  return (
    <>
      <section
        aria-label="Folder and actions"
        className="mt-6 flex flex-col gap-4 rounded-lg border bg-card p-4 shadow-sm sm:flex-row sm:items-end sm:justify-between sm:p-5"
      >
        <FormField label="Folder" className="sm:w-72">
          {(field) => (
            <OptionSelect
              {...field}
              value={folder}
              onValueChange={(value) => chooseFolder(value as ImageFolder)}
              options={folders.map((choice) => ({ value: choice.folder, label: choice.label }))}
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setUploading(true)}>
            <ImageUp aria-hidden="true" /> Upload
          </Button>
          <Button variant="outline" onClick={startReplace}>
            <Replace aria-hidden="true" /> Replace
          </Button>
          <Button
            variant="outline"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={startDelete}
          >
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        </div>
      </section>

      <section aria-labelledby="folder-title" className="mt-6">
        <div className="mb-3 flex min-h-8 flex-wrap items-center justify-between gap-3">
          <h2 id="folder-title" className="text-lg font-semibold">
            {label}
            {images.isSuccess && (
              <span className="ml-2 text-sm font-normal text-muted-foreground">
                {list.length === 1 ? '1 image' : `${list.length} images`}
              </span>
            )}
          </h2>
          {list.length > 0 && (
            <div className="flex items-center gap-4 text-sm">
              <span role="status" className="text-muted-foreground">
                {selected.length > 0 && `${selected.length} selected`}
              </span>
              <label className="flex cursor-pointer items-center gap-2 font-medium">
                <Checkbox
                  checked={allChosen ? true : selected.length > 0 ? 'indeterminate' : false}
                  onCheckedChange={() =>
                    setPicked(allChosen ? [] : list.map((image) => image.name))
                  }
                />
                Select all
              </label>
            </div>
          )}
        </div>
        {images.isPending ? (
          <ImageGridSkeleton />
        ) : images.isError ? (
          <div className="grid justify-items-start gap-3">
            <FormAlert>{images.error.message}</FormAlert>
            <Button variant="outline" onClick={() => void images.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed bg-card px-6 py-14 text-center">
            <ImageOff className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="mt-4 font-medium">No images in {label} yet</p>
            <p className="mt-1 text-sm text-muted-foreground">Upload a PNG or JPEG to start.</p>
            <Button className="mt-6" onClick={() => setUploading(true)}>
              <ImageUp aria-hidden="true" /> Upload an image
            </Button>
          </div>
        ) : (
          <ImageGrid
            label={`${label} images`}
            images={list}
            selected={selected}
            onSelectedChange={setPicked}
            fit={folder === 'logos' ? 'contain' : 'cover'}
          />
        )}
      </section>

      <UploadImageDialog
        open={uploading}
        onOpenChange={setUploading}
        folders={folders}
        folder={folder}
        onUploaded={(target) => target !== folder && chooseFolder(target)}
      />
      <ReplaceImageDialog image={replacing} folder={folder} onClose={() => setReplacing(null)} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={MESSAGES.confirmDeleteItem}
        description={
          doomed.length === 1
            ? `${doomed[0]} will be removed from ${label}.`
            : `${doomed.length} images will be removed from ${label}.`
        }
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
      />
    </>
  );
}
