import { starPercent } from '@shared/store/constants';

// Lucide's star (24 x 24), drawn five times in one SVG: a store page shows a rating per product,
// and ten separate icons each made its server render and HTML several times larger.
const STAR =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';

/** Five stars in a row, 16 px each as `size-4` icons were. */
function Stars({ className }: { className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="80"
      height="16"
      viewBox="0 0 120 24"
      fill="currentColor"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      {[0, 24, 48, 72, 96].map((x) => (
        <path key={x} d={STAR} transform={`translate(${x} 0)`} />
      ))}
    </svg>
  );
}

/** Five stars filled to rating × 20 percent (extended.md §9), with the review count. */
export function StarRating({ stars, reviews }: { stars: number; reviews?: number }) {
  const percent = starPercent(stars);
  return (
    <div className="flex items-center gap-2 text-sm">
      <span className="relative inline-flex" role="img" aria-label={`Rated ${stars} out of 5`}>
        <span className="flex text-muted-foreground/40" aria-hidden="true">
          <Stars />
        </span>
        <span
          className="absolute inset-y-0 left-0 flex overflow-hidden text-amber-500"
          style={{ width: `${percent}%` }}
          data-testid="star-fill"
          aria-hidden="true"
        >
          <Stars className="shrink-0" />
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
