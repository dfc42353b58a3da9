import { ImageOff } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** A product's picture, or a plain placeholder when it has none. */
export function ProductImage({
  src,
  name,
  className,
}: {
  src: string | null;
  name: string;
  className?: string;
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
      loading="lazy"
      className={cn('bg-muted object-cover', className)}
      width={600}
      height={450}
    />
  );
}
