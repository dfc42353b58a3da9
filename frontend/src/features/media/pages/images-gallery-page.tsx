import { ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { focusRing } from '../../../components/ui/styles';
import { cn } from '../../../lib/cn';
import { useCompany } from '../../../lib/company';
import { useSiteDomain } from '../../../lib/site-data';
import { useGalleryImages } from '../api/get-gallery-images';
import { GalleryLightbox } from '../components/gallery-lightbox';
import { GRID_CLASSES } from '../lib/grid-classes';
import { humaniseImageName } from '../lib/image-file';

/** The public gallery: the site's gallery folder, each picture opening in a lightbox. */
export function ImagesGalleryPage() {
  const { company } = useCompany();
  const gallery = useGalleryImages(useSiteDomain());
  const [shown, setShown] = useState<number | null>(null);
  useEffect(() => {
    document.title = `Gallery · ${company.name}`;
  }, [company.name]);

  const images = gallery.data ?? [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Gallery</h1>
      <p className="mt-3 text-lg text-muted-foreground">Pictures from {company.name}.</p>
      <div className="mt-10">
        {gallery.isPending ? (
          <ul className={GRID_CLASSES} aria-label="Loading pictures" aria-busy="true">
            {Array.from({ length: 8 }, (_, index) => (
              <li key={index}>
                <Skeleton className="aspect-[4/3] w-full rounded-lg" />
              </li>
            ))}
          </ul>
        ) : gallery.isError ? (
          <FormAlert>{gallery.error.message}</FormAlert>
        ) : images.length === 0 ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed px-6 py-16 text-center">
            <ImageOff className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="mt-4 text-lg font-medium">No pictures yet</p>
            <p className="mt-1 text-muted-foreground">
              Come back soon to see what we have been up to.
            </p>
          </div>
        ) : (
          <ul className={GRID_CLASSES} aria-label="Pictures">
            {images.map((image, index) => {
              const caption = humaniseImageName(image.name);
              return (
                <li key={image.name}>
                  <figure>
                    <button
                      type="button"
                      onClick={() => setShown(index)}
                      className={cn(
                        'group block w-full cursor-zoom-in overflow-hidden rounded-lg bg-muted shadow-sm',
                        focusRing,
                      )}
                    >
                      <img
                        src={image.url}
                        alt={caption}
                        loading="lazy"
                        decoding="async"
                        width={400}
                        height={300}
                        className="aspect-[4/3] w-full object-cover transition duration-300 group-hover:scale-105 motion-reduce:transition-none"
                      />
                    </button>
                    <figcaption className="mt-2 truncate text-sm text-muted-foreground">
                      {caption}
                    </figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <GalleryLightbox images={images} index={shown} onIndexChange={setShown} />
    </div>
  );
}
