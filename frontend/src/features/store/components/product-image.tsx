import { ImageOff } from 'lucide-react';
import { cn } from '../../../lib/cn';

/**
 * A product's picture, or a plain placeholder when it has none. `first`: the page's largest
 * paint (the first card of the store, a product's own page): asked for at once and first, where
 * the others wait until they are near the screen.
 */
export function ProductImage({
  src,
  name,
  className,
  first = false,
}: {
  src: string | null;
  name: string;
  className?: string;
  first?: boolean;
}) {
  if (!src)
    return (
      <div
        className={cn('grid place-items-center bg-muted text-muted-foreground', className)}
        role="img"
        aria-label={`No picture of ${name}`}
      >
        <ImageOff className="size-8" aria-hidden="true" />
      </div>
    );
  return (
    <img
      src={src}
      alt={name}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      className={cn('bg-muted object-cover', className)}
      width={600}
      height={450}
    />
  );
}
