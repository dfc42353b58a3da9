import { useState } from 'react';
import { z } from 'zod';
import {
  TUTORIAL_MAX_BYTES,
  TUTORIAL_MESSAGES,
  uploadTutorialBody,
} from '@shared/school/tutorials';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/sonner';
import { readAsDataUrl } from '../../../lib/read-file';
import { useSchemaForm } from '../../../lib/schema-form';
import { useUploadTutorial } from '../api/video-tutorials';

export const TUTORIAL_ACCEPT = 'video/mp4,video/webm,video/ogg,.mp4,.m4v,.webm,.ogv';

type Values = { file: File | null; name: string };

// The server's rule for the name; the file is checked here for size (and there for content).
const tutorialSchema = z.object({
  file: z
    .custom<File>((value) => value instanceof File, TUTORIAL_MESSAGES.noVideo)
    .refine((file) => file.size <= TUTORIAL_MAX_BYTES, TUTORIAL_MESSAGES.tooLarge),
  name: uploadTutorialBody.shape.name,
});

/** The super admin's form: a video and its title, published to every company's list. */
export function TutorialUploadForm({ onUploaded }: { onUploaded: (name: string) => void }) {
  const upload = useUploadTutorial();
  const { form, alert, submitWith } = useSchemaForm<Values>(tutorialSchema, {
    file: null,
    name: '',
  });
  // A new input after each upload: a file input's chosen file cannot be cleared otherwise.
  const [inputKey, setInputKey] = useState(0);
  const { errors } = form.formState;

  const submit = () =>
    submitWith(tutorialSchema, async (values) => {
      if (!values.file) return;
      const video = await readAsDataUrl(values.file);
      const reply = await upload.mutateAsync({ name: values.name, video });
      toast.success('The tutorial is published to every company.');
      form.reset({ file: null, name: '' });
      setInputKey((key) => key + 1);
      onUploaded(reply.name);
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Publish a tutorial</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          aria-label="Publish a tutorial"
          noValidate
          className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormField
            label="Video file"
            required
            hint="MP4, WebM or Ogg, at most 4 MB."
            error={errors.file?.message}
          >
            <Input
              id="tutorial-file"
              key={inputKey}
              type="file"
              accept={TUTORIAL_ACCEPT}
              className="h-auto py-1.5"
              aria-invalid={Boolean(errors.file) || undefined}
              onChange={(event) => {
                const picked = event.target.files?.[0] ?? null;
                form.setValue('file', picked, { shouldValidate: true });
                if (picked && !form.getValues('name').trim())
                  form.setValue('name', picked.name.replace(/\.[A-Za-z0-9]{1,4}$/, ''));
              }}
            />
          </FormField>
          <FormField label="Title" required error={errors.name?.message}>
            <Input
              id="tutorial-name"
              maxLength={80}
              autoComplete="off"
              aria-invalid={Boolean(errors.name) || undefined}
              {...form.register('name')}
            />
          </FormField>
          <Button type="submit" className="md:mt-6" loading={upload.isPending}>
            Publish
          </Button>
          <div className="md:col-span-3">
            <FormAlert>{alert}</FormAlert>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
