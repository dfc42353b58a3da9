import { useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { ImageFolder } from '@shared/company/folders';
import { uploadImageBody } from '@shared/media/schemas';
import { MESSAGES } from '@shared/messages';
import { toast } from '../../../components/ui/sonner';
import { ApiError } from '../../../lib/api-client';
import { imageFileProblem, nameFromFile, readAsDataUrl } from '../lib/image-file';
import { imageVariants, makesVariants, type ImageVariant } from '../lib/image-variants';
import { useSchemaForm } from '../../../lib/schema-form';

export type ImageValues = { file: File | null; name: string; folder: ImageFolder | '' };

/**
 * The image forms' fields, by the server's own rules for the name and the folder (the upload
 * body's; a replace's new name follows the same rule): anything missing is the spec's one
 * message, a file too large is refused before it is read.
 */
const imageSchema = (withFolder: boolean) =>
  z.object({
    file: z
      .custom<File>((value) => value instanceof File, MESSAGES.specifyFileType)
      .superRefine((file, ctx) => {
        const problem = imageFileProblem(file);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    name: uploadImageBody.shape.name,
    folder: withFolder ? uploadImageBody.shape.folder : z.unknown(),
  });

/**
 * The upload and replace forms: a file, a name (and, for upload, a type). Anything missing is
 * the spec's one message, shown once above the fields (which are marked invalid); the file is
 * checked here for size and by the server for content.
 */
export function useImageForm({
  initialName = '',
  nameFromPick = false,
  folder,
  replaceFolder = '',
  send,
  onSent,
}: {
  initialName?: string;
  /** Fill an empty name from the picked file's name. */
  nameFromPick?: boolean;
  /** The upload's type, to be chosen (preselected to this); a replace keeps its folder. */
  folder?: ImageFolder | '';
  /** A replace's folder (kept), for knowing whether it takes narrower copies. */
  replaceFolder?: ImageFolder | '';
  /** `variants`: narrower copies for a folder shown across the screen (none for the others). */
  send: (
    image64: string,
    name: string,
    folder: ImageFolder,
    variants: ImageVariant[] | undefined,
  ) => Promise<unknown>;
  onSent: () => void;
}) {
  const { form } = useSchemaForm<ImageValues, z.output<ReturnType<typeof imageSchema>>>(
    imageSchema(folder !== undefined),
    { file: null, name: initialName, folder: folder ?? '' },
    { parse: true },
  );
  const file = useWatch({ control: form.control, name: 'file' });
  const [refusal, setRefusal] = useState<string>();
  const [reading, setReading] = useState(false);
  const { errors } = form.formState;
  const messages = [errors.file?.message, errors.name?.message, errors.folder?.message];
  const problem = messages.includes(MESSAGES.specifyFileType)
    ? MESSAGES.specifyFileType
    : messages.find(Boolean);

  const pick = (picked: File | null) => {
    form.setValue('file', picked);
    const tooLarge = picked ? imageFileProblem(picked) : undefined;
    if (tooLarge) form.setError('file', { message: tooLarge });
    else form.clearErrors('file');
    setRefusal(undefined);
    if (nameFromPick && picked && !form.getValues('name').trim())
      form.setValue('name', nameFromFile(picked));
  };

  const send_ = form.handleSubmit(async (values) => {
    if (!values.file) return;
    try {
      setReading(true);
      const chosen = (folder === undefined ? replaceFolder : values.folder) as ImageFolder;
      const [image64, variants] = await Promise.all([
        readAsDataUrl(values.file),
        makesVariants(chosen) ? imageVariants(values.file) : undefined,
      ]).finally(() => setReading(false));
      await send(image64, values.name, chosen, variants?.length ? variants : undefined);
      toast.success(MESSAGES.fileUploaded);
      onSent();
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : MESSAGES.oops);
    }
  });

  const submit = (event: FormEvent) => {
    setRefusal(undefined);
    return send_(event);
  };

  return { form, file, problem, refusal, reading, pick, submit };
}
