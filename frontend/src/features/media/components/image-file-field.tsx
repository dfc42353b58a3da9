import { useEffect, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { IMAGE_ACCEPT, readAsDataUrl } from '../lib/image-file';

type ImageFileFieldProps = {
  id: string;
  label: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  invalid?: boolean;
};

/** A PNG or JPEG file input with a preview of the picked image. */
export function ImageFileField({ id, label, file, onFileChange, invalid }: ImageFileFieldProps) {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);

  useEffect(() => {
    if (!file) return;
    let current = true;
    readAsDataUrl(file).then(
      (url) => current && setPreview({ file, url }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [file]);

  const shown = preview && preview.file === file ? preview.url : null;

  return (
    <div className="grid gap-3">
      <FormField label={label} hint="A PNG or JPEG image of at most 4 MB." required>
        <Input
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          aria-invalid={invalid || undefined}
          className="h-auto py-1.5"
          onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
        />
      </FormField>
      {shown && (
        <img
          src={shown}
          alt="Preview of the chosen image"
          className="max-h-48 w-full rounded-md border bg-muted object-contain"
        />
      )}
    </div>
  );
}
