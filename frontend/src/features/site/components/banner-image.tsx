import { cn } from '../../../lib/cn';

/**
 * A hero banner; the first one is the page's largest paint, so it loads eagerly and early. With
 * a srcset (narrower copies made at upload) a phone downloads the copy that fits its screen.
 */
export function BannerImage({
  url,
  srcset,
  first,
  onPainted,
  className,
}: {
  url: string;
  srcset?: string;
  first: boolean;
  onPainted?: () => void;
  className?: string;
}) {
  return (
    <img
      src={url}
      srcSet={srcset}
      // The banner spans the width of the screen at every size.
      sizes={srcset ? '100vw' : undefined}
      alt=""
      width={1600}
      height={600}
      className={cn('size-full object-cover', className)}
      fetchPriority={first ? 'high' : 'low'}
      loading={first ? 'eager' : 'lazy'}
      decoding="async"
      onLoad={first ? onPainted : undefined}
      onError={first ? onPainted : undefined}
    />
  );
}
