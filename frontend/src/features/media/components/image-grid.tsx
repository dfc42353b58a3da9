import { useId } from 'react';
import type { MediaImage } from '@shared/media/schemas';
import { Checkbox } from '../../../components/ui/checkbox';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { GRID_CLASSES } from '../lib/grid-classes';

type ImageGridProps = {
  label: string;
  images: MediaImage[];
  selected: string[];
  onSelectedChange: (selected: string[]) => void;
  /** Logos are shown whole; photographs fill their tile. */
  fit?: 'cover' | 'contain';
};

/** The folder's images, each chosen with its own checkbox (a click on the tile works too). */
export function ImageGrid({
  label,
  images,
  selected,
  onSelectedChange,
  fit = 'cover',
}: ImageGridProps) {
  const id = useId();
  const toggle = (name: string, on: boolean) =>
    onSelectedChange(on ? [...selected, name] : selected.filter((other) => other !== name));

  return (
    <ul className={GRID_CLASSES} aria-label={label}>
      {images.map((image, index) => {
        const checkboxId = `${id}-${index}`;
        const checked = selected.includes(image.name);
        return (
          <li key={image.name}>
            <label
              htmlFor={checkboxId}
              className={cn(
                'group relative block cursor-pointer overflow-hidden rounded-lg border bg-card shadow-sm transition',
                'hover:border-brand hover:shadow-md',
                checked && 'border-brand ring-2 ring-brand',
              )}
            >
              <img
                src={image.url}
                alt={image.name}
                loading="lazy"
                decoding="async"
                width={400}
                height={300}
                className={cn(
                  'aspect-[4/3] w-full bg-muted',
                  fit === 'contain' ? 'object-contain p-4' : 'object-cover',
                )}
              />
              <span className="absolute top-2 left-2 grid size-7 place-items-center rounded-md bg-background/90 shadow-sm">
                <Checkbox
                  id={checkboxId}
                  checked={checked}
                  onCheckedChange={(value) => toggle(image.name, value === true)}
                  aria-label={`Select ${image.name}`}
                />
              </span>
              <span className="block truncate border-t px-3 py-2 text-sm" title={image.name}>
                {image.name}
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

export function ImageGridSkeleton() {
  return (
    <ul className={GRID_CLASSES} aria-label="Loading images" aria-busy="true">
      {Array.from({ length: 8 }, (_, index) => (
        <li key={index} className="overflow-hidden rounded-lg border bg-card">
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
          <Skeleton className="m-3 h-4 w-2/3" />
        </li>
      ))}
    </ul>
  );
}
