import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

type SectionProps = {
  id: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: 'plain' | 'muted' | 'brand';
  /** Fade the section in as it scrolls into view (the reveal template). */
  reveal?: boolean;
  className?: string;
};

function useRevealed(enabled: boolean) {
  const ref = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(!enabled);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      // The root reaches far above the viewport: a section the reader jumped past (an anchor
      // link, a fast scroll) counts as seen, so no content is left hidden.
      { rootMargin: '100000px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return { ref, shown };
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
  const { ref, shown } = useRevealed(reveal);
  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn(
        'scroll-mt-20 py-16 lg:py-20',
        tone === 'muted' && 'bg-muted',
        tone === 'brand' && 'bg-brand text-brand-foreground',
        reveal && 'transition-all duration-700 ease-out motion-reduce:transition-none',
        reveal && !shown && 'translate-y-8 opacity-0',
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
