import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

type SectionProps = {
  id: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: 'plain' | 'muted' | 'brand';
  /** Slide the section up as it scrolls into view (the reveal template); never hidden. */
  reveal?: boolean;
  className?: string;
};

/**
 * The reveal template's entrance, as progressive enhancement: a section is visible in the HTML
 * (server-rendered, without JavaScript, printed, in a full-page capture) and only a section
 * still below the fold after hydration waits, slightly lowered but never hidden, to slide up
 * as it scrolls into view; with reduced motion asked for, or no IntersectionObserver, nothing
 * moves. Nothing here runs during render (the server renders these same components).
 */
function useReveal(enabled: boolean) {
  const ref = useRef<HTMLElement>(null);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    // On screen or already passed: it stays as it is.
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setWaiting(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setWaiting(false);
          observer.disconnect();
        }
      },
      // The root reaches far above the viewport: a section the reader jumped past (an anchor
      // link, a fast scroll) counts as seen.
      { rootMargin: '100000px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return { ref, waiting };
}

/** A titled band of the public home, anchored by id for the header's links. */
export function Section({
  id,
  title,
  eyebrow,
  intro,
  children,
  tone = 'plain',
  reveal = false,
  className,
}: SectionProps) {
  const { ref, waiting } = useReveal(reveal);
  return (
    <section
      ref={ref}
      id={id}
      data-reveal={reveal ? (waiting ? 'waiting' : 'shown') : undefined}
      aria-labelledby={`${id}-title`}
      className={cn(
        'scroll-mt-20 py-16 lg:py-20',
        tone === 'muted' && 'bg-muted',
        tone === 'brand' && 'bg-brand text-brand-foreground',
        reveal && 'transition-transform duration-700 ease-out motion-reduce:transition-none',
        waiting && 'translate-y-8 print:translate-y-0',
        className,
      )}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <header className="mb-10 max-w-2xl">
          {eyebrow && (
            <p
              className={cn(
                'mb-2 text-sm font-semibold tracking-wider uppercase',
                tone !== 'brand' && 'text-brand',
              )}
            >
              {eyebrow}
            </p>
          )}
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          {intro && (
            <div className={cn('mt-4 text-lg', tone === 'brand' ? '' : 'text-muted-foreground')}>
              {intro}
            </div>
          )}
        </header>
        {children}
      </div>
    </section>
  );
}
