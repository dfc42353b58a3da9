import { Star } from 'lucide-react';
import { starPercent } from '@shared/store/schemas';

/** Five stars filled to rating × 20 percent (extended.md §9), with the review count. */
export function StarRating({ stars, reviews }: { stars: number; reviews?: number }) {
  const percent = starPercent(stars);
  return (
    <div className="flex items-center gap-2 text-sm">
      <span className="relative inline-flex" role="img" aria-label={`Rated ${stars} out of 5`}>
        <span className="flex text-muted-foreground/40" aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Star key={i} className="size-4 fill-current" />
          ))}
        </span>
        <span
          className="absolute inset-y-0 left-0 flex overflow-hidden text-amber-500"
          style={{ width: `${percent}%` }}
          data-testid="star-fill"
          aria-hidden="true"
        >
          {Array.from({ length: 5 }, (_, i) => (
            <Star key={i} className="size-4 shrink-0 fill-current" />
          ))}
        </span>
      </span>
      {reviews !== undefined && (
        <span className="text-muted-foreground">
          {reviews === 0 ? 'No reviews yet' : `${reviews} ${reviews === 1 ? 'review' : 'reviews'}`}
        </span>
      )}
    </div>
  );
}
