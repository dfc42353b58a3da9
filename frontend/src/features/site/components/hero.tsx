import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { useCompany } from '../../../lib/company';
import { useWebsiteBanner } from '../api/get-company-website-banner';
import { BannerImage } from './banner-image';

// Only sites with several banners need the carousel (embla): it downloads for them alone.
const BannerCarousel = lazy(() =>
  import('./banner-carousel').then((m) => ({ default: m.BannerCarousel })),
);

type HeroProps = {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** The sign-in panel, beside the title on wide screens and under it on narrow ones. */
  aside?: ReactNode;
  align?: 'start' | 'center';
  scrollTo?: string;
  /** Called once the first banner has painted (or failed, or there is none). */
  onPainted?: () => void;
};

/** Banner carousel (5000 ms) behind the welcome title, with the scroll-down button. */
export function Hero({
  title,
  subtitle,
  actions,
  aside,
  align = 'start',
  scrollTo = 'about',
  onPainted,
}: HeroProps) {
  const { company } = useCompany();
  const banner = useWebsiteBanner(company.domain);
  const images = banner.data ?? [];
  const noBanner = banner.isSuccess && images.length === 0;
  useEffect(() => {
    if (noBanner || banner.isError) onPainted?.();
  }, [noBanner, banner.isError, onPainted]);

  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-brand text-white"
    >
      {images.length === 1 && images[0] ? (
        // One banner has nothing to rotate: a plain image, no carousel to set up.
        <BannerImage
          url={images[0].url}
          srcset={images[0].srcset}
          first
          onPainted={onPainted}
          className="absolute inset-0"
        />
      ) : images.length > 1 ? (
        <Suspense
          fallback={
            <BannerImage
              url={images[0]?.url ?? ''}
              srcset={images[0]?.srcset}
              first
              onPainted={onPainted}
              className="absolute inset-0"
            />
          }
        >
          <BannerCarousel
            images={images}
            label={`${company.name} pictures`}
            onPainted={onPainted}
          />
        </Suspense>
      ) : null}
      <div
        className="pointer-events-none absolute inset-0 bg-gradient-to-r from-black/70 via-black/45 to-black/20"
        aria-hidden="true"
      />
      <div
        className={cn(
          'relative z-10 mx-auto grid min-h-[calc(100dvh-4rem)] max-w-6xl items-center gap-10 px-4 pt-16 pb-24 sm:px-6 lg:min-h-[600px]',
          aside ? 'lg:grid-cols-[1fr_24rem]' : '',
          align === 'center' && !aside && 'text-center',
        )}
      >
        <div className={cn('max-w-2xl', align === 'center' && !aside && 'mx-auto')}>
          <h1
            id="hero-title"
            className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {title}
          </h1>
          {subtitle && <div className="mt-5 text-lg text-white/90 sm:text-xl">{subtitle}</div>}
          {actions && (
            <div
              className={cn(
                'mt-8 flex flex-wrap gap-3',
                align === 'center' && !aside && 'justify-center',
              )}
            >
              {actions}
            </div>
          )}
        </div>
        {aside}
      </div>
      <a
        href={`#${scrollTo}`}
        className="absolute bottom-6 left-1/2 z-20 grid size-11 -translate-x-1/2 place-items-center rounded-full bg-white/15 ring-1 ring-white/40 backdrop-blur transition hover:bg-white/25"
        aria-label="Scroll down"
      >
        <ChevronDown className="size-6 motion-safe:animate-bounce" aria-hidden="true" />
      </a>
    </section>
  );
}
