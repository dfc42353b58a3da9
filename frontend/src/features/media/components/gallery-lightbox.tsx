import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import type { SiteImage } from '@shared/site/site-data';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { humaniseImageName } from '../lib/image-file';

type GalleryLightboxProps = {
  images: SiteImage[];
  /** The picture shown; the lightbox is open while there is one. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
};

/** One picture large, with previous and next (the arrow keys too); Escape closes. */
export function GalleryLightbox({ images, index, onIndexChange }: GalleryLightboxProps) {
  const image = index === null ? undefined : images[index];
  const count = images.length;
  const move = (step: number) => {
    if (index !== null && count > 0) onIndexChange((index + step + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog open={image !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      <DialogContent className="gap-3 sm:max-w-4xl" onKeyDown={onKeyDown}>
        {image && index !== null && (
          <>
            <DialogHeader>
              <DialogTitle>{humaniseImageName(image.name)}</DialogTitle>
              <DialogDescription>
                Picture {index + 1} of {count}
              </DialogDescription>
            </DialogHeader>
            <img
              src={image.url}
              alt={humaniseImageName(image.name)}
              className="max-h-[70dvh] w-full rounded-md bg-muted object-contain"
            />
            {count > 1 && (
              <div className="flex items-center justify-between gap-2">
                <Button variant="outline" onClick={() => move(-1)}>
                  <ChevronLeft aria-hidden="true" /> Previous
                </Button>
                <p className="hidden text-sm text-muted-foreground sm:block">
                  Use the arrow keys to move, Escape to close.
                </p>
                <Button variant="outline" onClick={() => move(1)}>
                  Next <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
