import { Controller } from 'react-hook-form';
import type { ImageFolder } from '@shared/company/folders';
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
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/select';
import { useUploadImage } from '../api/upload-image';
import type { FolderChoice } from '../lib/folders-by-industry';
import { useImageForm } from '../hooks/use-image-form';
import { ImageFileField } from './image-file-field';

type UploadImageDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  folders: FolderChoice[];
  /** The folder the screen shows: the type is preselected to it. */
  folder: ImageFolder;
  onUploaded: (folder: ImageFolder) => void;
};

/** Upload: a file, a name and a type (the folder). The spec's one message when any is missing. */
export function UploadImageDialog({ open, onOpenChange, ...form }: UploadImageDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Upload an image</DialogTitle>
          <DialogDescription>
            It appears on your site wherever its folder is shown.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from an empty form. */}
        <UploadImageForm {...form} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function UploadImageForm({
  folders,
  folder: initialFolder,
  onUploaded,
  onDone,
}: Omit<UploadImageDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const upload = useUploadImage();
  const { form, file, problem, refusal, reading, pick, submit } = useImageForm({
    nameFromPick: true,
    folder: initialFolder,
    send: (image64, name, folder, variants) =>
      upload.mutateAsync({ image64, name, folder, ...(variants ? { variants } : {}) }),
    onSent: () => {
      onUploaded(form.getValues('folder') as ImageFolder);
      onDone();
    },
  });
  const { errors } = form.formState;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4"
      aria-label="Upload an image"
    >
      <FormAlert variant="inline">{problem}</FormAlert>
      <FormAlert>{refusal}</FormAlert>
      <ImageFileField
        id="upload-image-file"
        label="Image file"
        file={file}
        onFileChange={pick}
        invalid={Boolean(errors.file)}
      />
      <FormField label="Name" required hint="Letters and numbers; the file type is added for you.">
        <Input
          id="upload-image-name"
          maxLength={200}
          autoComplete="off"
          aria-invalid={Boolean(errors.name) || undefined}
          {...form.register('name')}
        />
      </FormField>
      <Controller
        control={form.control}
        name="folder"
        render={({ field: folder }) => (
          <FormField label="Type" required>
            {(field) => (
              <OptionSelect
                {...field}
                value={folder.value}
                onValueChange={folder.onChange}
                placeholder="Choose a folder"
                options={folders.map((choice) => ({ value: choice.folder, label: choice.label }))}
              />
            )}
          </FormField>
        )}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={reading || upload.isPending}>
          Upload
        </Button>
      </DialogFooter>
    </form>
  );
}
