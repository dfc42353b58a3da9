import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { focusRing } from './styles';

export type CarouselApi = UseEmblaCarouselType[1];
type Embla = NonNullable<CarouselApi>;
type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];

type CarouselState = {
  viewportRef: UseEmblaCarouselType[0];
  api: CarouselApi;
  /** Moves without animation when the person prefers reduced motion. */
  jump: boolean;
  autoplay: boolean;
  /** Autoplay is on and not paused by the person (hover and focus pause it only for a moment). */
  playing: boolean;
  setStopped: (stopped: boolean) => void;
};

const CarouselContext = createContext<CarouselState | null>(null);

function useCarousel() {
  const state = use(CarouselContext);
  if (!state) throw new Error('Carousel parts must be inside <Carousel>.');
  return state;
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

/** Reads a primitive from embla and re-renders when the slide or the layout changes. */
function useEmbla<V extends string | number | boolean>(
  api: CarouselApi,
  read: (api: Embla) => V,
  fallback: V,
) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      api.on('select', onChange).on('reInit', onChange);
      return () => void api.off('select', onChange).off('reInit', onChange);
    },
    [api],
  );
  return useSyncExternalStore(
    subscribe,
    () => (api ? read(api) : fallback),
    () => fallback,
  );
}

type CarouselProps = ComponentProps<'section'> & {
  /** The carousel's name, e.g. "Highlights" (it is a labelled region). */
  label: string;
  opts?: CarouselOptions;
  /** Moves to the next slide every so many ms (the hero uses 5000); off under reduced motion. */
  autoplayMs?: number;
  setApi?: (api: CarouselApi) => void;
};

export function Carousel({
  label,
  opts,
  autoplayMs,
  setApi,
  className,
  children,
  ...props
}: CarouselProps) {
  const [viewportRef, api] = useEmblaCarousel(opts);
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const autoplay = Boolean(autoplayMs) && !reducedMotion;
  const playing = autoplay && !stopped;
  const running = playing && !hovered && !focused;

  useEffect(() => {
    setApi?.(api);
  }, [api, setApi]);

  useEffect(() => {
    if (!api || !running || !autoplayMs) return;
    const timer = window.setInterval(() => {
      if (api.canScrollNext()) api.scrollNext();
      else api.scrollTo(0);
    }, autoplayMs);
    return () => window.clearInterval(timer);
  }, [api, running, autoplayMs]);

  // Slides are named "2 of 5" unless they bring their own label.
  useEffect(() => {
    if (!api) return;
    const nameSlides = () => {
      const slides = api.slideNodes();
      slides.forEach((slide, index) => {
        if (!slide.hasAttribute('aria-label') || slide.dataset.autoLabel) {
          slide.setAttribute('aria-label', `${index + 1} of ${slides.length}`);
          slide.dataset.autoLabel = 'true';
        }
      });
    };
    nameSlides();
    api.on('reInit', nameSlides);
    return () => void api.off('reInit', nameSlides);
  }, [api]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Arrow keys inside a field on a slide stay the field's.
    if (!api || (event.target as HTMLElement).closest('input, textarea, select')) return;
    if (event.key === 'ArrowLeft') api.scrollPrev(reducedMotion);
    else if (event.key === 'ArrowRight') api.scrollNext(reducedMotion);
    else return;
    event.preventDefault();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <CarouselContext
      value={{ viewportRef, api, jump: reducedMotion, autoplay, playing, setStopped }}
    >
      <section
        aria-roledescription="carousel"
        aria-label={label}
        data-slot="carousel"
        className={cn('relative', className)}
        onKeyDown={onKeyDown}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
        {...props}
      >
        {children}
      </section>
    </CarouselContext>
  );
}

export function CarouselContent({ className, ...props }: ComponentProps<'div'>) {
  const { viewportRef, playing } = useCarousel();
  return (
    <div ref={viewportRef} className="overflow-hidden" data-slot="carousel-viewport">
      {/* Announce slide changes only when they come from the person, not from the timer. */}
      <div
        aria-live={playing ? 'off' : 'polite'}
        className={cn('-ml-4 flex touch-pan-y', className)}
        {...props}
      />
    </div>
  );
}

export function CarouselItem({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      data-slot="carousel-item"
      className={cn('min-w-0 shrink-0 grow-0 basis-full pl-4', className)}
      {...props}
    />
  );
}

const arrowClasses =
  'absolute top-1/2 size-9 -translate-y-1/2 rounded-full bg-background/80 shadow-sm';

export function CarouselPrevious({ className, ...props }: ComponentProps<typeof Button>) {
  const { api, jump } = useCarousel();
  const canPrev = useEmbla(api, (embla) => embla.canScrollPrev(), false);
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-label="Previous slide"
      className={cn(arrowClasses, 'left-2', className)}
      disabled={!canPrev}
      onClick={() => api?.scrollPrev(jump)}
      {...props}
    >
      <ChevronLeft aria-hidden="true" />
    </Button>
  );
}

export function CarouselNext({ className, ...props }: ComponentProps<typeof Button>) {
  const { api, jump } = useCarousel();
  const canNext = useEmbla(api, (embla) => embla.canScrollNext(), false);
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-label="Next slide"
      className={cn(arrowClasses, 'right-2', className)}
      disabled={!canNext}
      onClick={() => api?.scrollNext(jump)}
      {...props}
    >
      <ChevronRight aria-hidden="true" />
    </Button>
  );
}

/** One button per slide ("Go to slide 2"); the current one is marked aria-current. */
export function CarouselDots({ className, ...props }: ComponentProps<'div'>) {
  const { api, jump } = useCarousel();
  const count = useEmbla(api, (embla) => embla.scrollSnapList().length, 0);
  const selected = useEmbla(api, (embla) => embla.selectedScrollSnap(), 0);
  if (count < 2) return null;
  return (
    <div
      className={cn('flex justify-center gap-1', className)}
      data-slot="carousel-dots"
      {...props}
    >
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={`Go to slide ${index + 1}`}
          aria-current={index === selected || undefined}
          onClick={() => api?.scrollTo(index, jump)}
          // A 24 px target around a small dot.
          className={cn(
            'group grid size-6 cursor-pointer place-items-center rounded-full',
            focusRing,
          )}
        >
          <span
            className="size-2 rounded-full bg-muted-foreground/40 transition-colors group-hover:bg-muted-foreground group-aria-[current=true]:bg-brand motion-reduce:transition-none"
            aria-hidden="true"
          />
        </button>
      ))}
    </div>
  );
}

/** Pause / play for the autoplay (a moving slideshow must be stoppable); hidden when there is none. */
export function CarouselAutoplayToggle({ className, ...props }: ComponentProps<typeof Button>) {
  const { autoplay, playing, setStopped } = useCarousel();
  if (!autoplay) return null;
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
      className={cn('size-8', className)}
      onClick={() => setStopped(playing)}
      {...props}
    >
      {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
    </Button>
  );
}
