import { cn } from '../../../lib/cn';

/** A hero banner; the first one is the page's largest paint, so it loads eagerly and early. */
export function BannerImage({
  url,
  first,
  onPainted,
  className,
}: {
  url: string;
  first: boolean;
  onPainted?: () => void;
  className?: string;
}) {
  return (
    <img
      src={url}
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
