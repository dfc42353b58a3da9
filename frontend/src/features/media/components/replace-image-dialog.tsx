import type { ImageFolder } from '@shared/company/folders';
import type { MediaImage } from '@shared/media/schemas';
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
import { useReplaceImage } from '../api/replace-image';
import { useImageForm } from '../hooks/use-image-form';
import { imageBaseName } from '../lib/image-file';
import { ImageFileField } from './image-file-field';

type ReplaceImageDialogProps = {
  /** The image to replace; the dialog is open while there is one. */
  image: MediaImage | null;
  folder: ImageFolder;
  onClose: () => void;
};

/** Replace: a new file and a new name take the place of the chosen image. */
export function ReplaceImageDialog({ image, folder, onClose }: ReplaceImageDialogProps) {
  return (
    <Dialog open={image !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Replace an image</DialogTitle>
          <DialogDescription>
            The new image takes the place of <strong className="break-all">{image?.name}</strong>.
          </DialogDescription>
        </DialogHeader>
        {image && <ReplaceImageForm image={image} folder={folder} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function ReplaceImageForm({
  image,
  folder,
  onDone,
}: {
  image: MediaImage;
  folder: ImageFolder;
  onDone: () => void;
}) {
  const replace = useReplaceImage();
  const { form, file, problem, refusal, reading, pick, submit } = useImageForm({
    initialName: imageBaseName(image.name),
    replaceFolder: folder,
    send: (image64, newName, _folder, variants) =>
      replace.mutateAsync({
        image64,
        folder,
        oldName: image.name,
        newName,
        ...(variants ? { variants } : {}),
      }),
    onSent: onDone,
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4"
      aria-label="Replace an image"
    >
      <div className="flex items-center gap-3 rounded-md border bg-muted/50 p-2">
        <img
          src={image.url}
          alt={image.name}
          className="size-16 shrink-0 rounded object-cover"
          width={64}
          height={64}
        />
        <p className="min-w-0 text-sm">
          <span className="block text-muted-foreground">Now</span>
          <span className="block truncate font-medium">{image.name}</span>
        </p>
      </div>
      <FormAlert variant="inline">{problem}</FormAlert>
      <FormAlert>{refusal}</FormAlert>
      <ImageFileField
        id="replace-image-file"
        label="New image file"
        file={file}
        onFileChange={pick}
        invalid={Boolean(form.formState.errors.file)}
      />
      <FormField label="New name" required>
        <Input
          id="replace-image-name"
          maxLength={200}
          autoComplete="off"
          aria-invalid={Boolean(form.formState.errors.name) || undefined}
          {...form.register('name')}
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={reading || replace.isPending}>
          Replace
        </Button>
      </DialogFooter>
    </form>
  );
}
