import { ImagePlus } from 'lucide-react';
import { useId, useRef } from 'react';
import { atLeast, LEVEL } from '@shared/access';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { readAsDataUrl } from '../../../lib/read-file';
import { useFolderImages, useUploadPostImage } from '../api/posts';

/**
 * The pictures of the post's folder (its read-post slideshow), through the media routes: staff
 * see them, admins add more. Parents and students choose the folder only: the company's image
 * folders are its own to fill.
 */
export function PostImages({ folder, alevel }: { folder: string; alevel: number }) {
  const staff = atLeast(alevel, LEVEL.staff);
  const admin = atLeast(alevel, LEVEL.admin);
  const images = useFolderImages(folder, staff);
  const upload = useUploadPostImage(folder);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();

  const pick = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    try {
      await upload.mutateAsync({ image64: await readAsDataUrl(file), name: file.name });
      toast.success('Picture added');
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-medium">
          Slideshow pictures ({folder})
        </h3>
        {admin && (
          <>
            <input
              ref={input}
              type="file"
              accept="image/png,image/jpeg"
              className="sr-only"
              aria-label="Add a picture"
              tabIndex={-1}
              onChange={(event) => void pick(event.target.files)}
            />
            <Button
              type="button"
              size="sm"
              variant="outline"
              loading={upload.isPending}
              onClick={() => input.current?.click()}
            >
              <ImagePlus aria-hidden="true" /> Add picture
            </Button>
          </>
        )}
      </div>
      {!staff ? (
        <p className="text-sm text-muted-foreground">
          The post shows the pictures of this folder. The company’s staff add pictures to it.
        </p>
      ) : images.isPending ? (
        <div className="flex gap-2" aria-label="Loading pictures" role="status">
          <Skeleton className="h-14 w-24" />
          <Skeleton className="h-14 w-24" />
        </div>
      ) : images.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorText(images.error)}
        </p>
      ) : images.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No pictures in this folder yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {images.data.map((image) => (
            <li key={image.name}>
              <img
                src={image.url}
                alt={image.name}
                width={96}
                height={54}
                loading="lazy"
                className="h-[54px] w-24 rounded object-cover"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
