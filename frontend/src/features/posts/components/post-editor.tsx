import { useWatch } from 'react-hook-form';
import { IMAGE_FOLDERS } from '@shared/company/folders';
import {
  DEFAULT_POST_FOLDER,
  savePostBody,
  type PostView,
  type SavePostInput,
} from '@shared/posts/schemas';
import { formatDate } from '@shared/time/sast';
import { ChoiceField, DateField, TextField } from '../../../components/form-fields';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { toast } from '../../../components/ui/sonner';
import { useSchemaForm } from '../../../lib/schema-form';
import { useSavePost } from '../api/posts';
import { PostImages } from './post-images';
import { RichTextEditor } from './rich-text-editor';

type PostFormValues = {
  postId: string;
  title: string;
  body: string;
  datePosted: string;
  status: 'on' | 'off';
  pictureFolder: string;
};

const STATUS_OPTIONS = [
  { value: 'on', label: 'On (published)' },
  { value: 'off', label: 'Off (hidden)' },
] as const;

const FOLDER_OPTIONS = Object.entries(IMAGE_FOLDERS).map(([label, folder]) => ({
  value: folder,
  label,
}));

/** The form's values for a post, or for a new one dated today. */
export function postFormValues(post: PostView | null, today: string): PostFormValues {
  return {
    postId: post?.id ?? '',
    title: post?.title ?? '',
    body: post?.body ?? '',
    datePosted: post?.date_posted ?? today,
    status: post && post.status !== 1 ? 'off' : 'on',
    pictureFolder: post?.picture_folder ?? DEFAULT_POST_FOLDER,
  };
}

type PostEditorProps = {
  /** The post to edit, or null for a new one (remount with a `key` per post). */
  post: PostView | null;
  alevel: number;
  onSaved: (post: PostView) => void;
  onCancel: () => void;
};

/**
 * A post's editor (extended.md §2 Manage Post): title ('Required.'), date posted, status on or
 * off, the picture folder and its pictures, and the body in the rich-text editor.
 */
export function PostEditor({ post, alevel, onSaved, onCancel }: PostEditorProps) {
  const { form, alert, submitWith } = useSchemaForm<PostFormValues>(
    savePostBody,
    postFormValues(post, formatDate(new Date())),
  );
  const folder = useWatch({ control: form.control, name: 'pictureFolder' });
  const save = useSavePost();

  const submit = () =>
    submitWith(savePostBody, async (values) => {
      const reply = await save.mutateAsync(values as SavePostInput);
      toast.success(reply.message);
      onSaved(reply.post);
    });

  return (
    <form
      noValidate
      aria-label={post ? `Edit ${post.title}` : 'New post'}
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField form={form} name="title" label="Title" required />
      <div className="grid gap-4 sm:grid-cols-3">
        <DateField form={form} name="datePosted" label="Date posted" required />
        <ChoiceField form={form} name="status" label="Status" options={STATUS_OPTIONS} />
        <ChoiceField
          form={form}
          name="pictureFolder"
          label="Picture folder"
          options={FOLDER_OPTIONS}
        />
      </div>
      <RichTextEditor
        label="Body"
        initialHtml={post?.body ?? ''}
        onChange={(html) => form.setValue('body', html, { shouldDirty: true })}
      />
      <PostImages folder={folder} alevel={alevel} />
      <FormAlert>{alert}</FormAlert>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting || save.isPending}>
          {post ? 'Save changes' : 'Save post'}
        </Button>
      </div>
    </form>
  );
}
