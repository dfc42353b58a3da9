import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { PostImage } from '@shared/posts/schemas';
import { Button } from '../../../components/ui/button';
import './posts.css';

/** Each picture enters by one of these, in turn. */
const EFFECTS = ['fade', 'slide', 'zoom'] as const;
const INTERVAL_MS = 5000;

const noChange = () => () => {};

const reducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A post's pictures (extended.md §2 Post Read): 9:5, one at a time, moving on by itself every
 * five seconds with a fade, a slide or a zoom. It holds still while the pointer or the keyboard
 * is on it, when paused, and for people who ask for reduced motion; previous and next buttons
 * move it by hand.
 */
export function PostSlideshow({ images, title }: { images: PostImage[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The server cannot know the visitor's preference: it renders "playing", and the browser
  // hydrates with the same before reading it (useSyncExternalStore's server snapshot).
  const reduced = useSyncExternalStore(noChange, reducedMotion, () => false);
  const [chosen, setChosen] = useState<boolean>();
  const paused = chosen ?? reduced;
  const count = images.length;
  const running = count > 1 && !paused && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [running, count]);

  if (count === 0) return null;
  const current = index % count;
  const move = (step: number) => setIndex((current + step + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Pictures of ${title}`}
      className="grid gap-2"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="post-slideshow" aria-live={running ? 'off' : 'polite'}>
        {images.map((image, n) => (
          <img
            key={image.name}
            src={image.url}
            alt={`Picture ${n + 1} of ${count}`}
            className="post-slide"
            data-effect={EFFECTS[n % EFFECTS.length]}
            data-active={n === current}
            aria-hidden={n !== current}
            // The first picture is the page's largest paint; the others wait their turn.
            loading={n === 0 ? 'eager' : 'lazy'}
            fetchPriority={n === 0 ? 'high' : 'auto'}
            width={900}
            height={500}
          />
        ))}
      </div>
      {count > 1 && (
        <div className="flex items-center justify-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous picture"
            onClick={() => move(-1)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <span className="min-w-16 text-center text-sm text-muted-foreground">
            {current + 1} / {count}
          </span>
          <Button variant="outline" size="icon" aria-label="Next picture" onClick={() => move(1)}>
            <ChevronRight aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
            onClick={() => setChosen(!paused)}
          >
            {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          </Button>
        </div>
      )}
    </section>
  );
}
