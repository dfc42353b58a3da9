import { useState, type FormEvent } from 'react';
import type { ImageFolder } from '@shared/company/folders';
import { MESSAGES } from '@shared/messages';
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
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { toast } from '../../../components/ui/sonner';
import { ApiError } from '../../../lib/api-client';
import { useUploadImage } from '../api/upload-image';
import type { FolderChoice } from '../folders-by-industry';
import { imageFileProblem, nameFromFile, readAsDataUrl } from '../image-file';
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
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [folder, setFolder] = useState<ImageFolder | ''>(initialFolder);
  const [problem, setProblem] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [reading, setReading] = useState(false);

  const pick = (picked: File | null) => {
    setFile(picked);
    setProblem(picked ? imageFileProblem(picked) : undefined);
    setRefusal(undefined);
    if (picked && !name.trim()) setName(nameFromFile(picked));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const check =
      !file || !name.trim() || !folder ? MESSAGES.specifyFileType : imageFileProblem(file);
    setProblem(check);
    if (check || !file || !folder) return;
    try {
      setReading(true);
      const image64 = await readAsDataUrl(file).finally(() => setReading(false));
      await upload.mutateAsync({ image64, name: name.trim(), folder });
      toast.success(MESSAGES.fileUploaded);
      onUploaded(folder);
      onDone();
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : MESSAGES.oops);
    }
  };

  const missing = problem === MESSAGES.specifyFileType;
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
        invalid={missing && !file}
      />
      <FormField label="Name" required hint="Letters and numbers; the file type is added for you.">
        <Input
          id="upload-image-name"
          value={name}
          maxLength={200}
          autoComplete="off"
          aria-invalid={(missing && !name.trim()) || undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <FormField label="Type" required>
        {(field) => (
          <Select value={folder} onValueChange={(value) => setFolder(value as ImageFolder)}>
            <SelectTrigger {...field}>
              <SelectValue placeholder="Choose a folder" />
            </SelectTrigger>
            <SelectContent>
              {folders.map((choice) => (
                <SelectItem key={choice.folder} value={choice.folder}>
                  {choice.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
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
