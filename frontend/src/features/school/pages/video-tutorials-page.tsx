import { PlayCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCompany } from '../../../lib/company';
import { tutorialTitle, useVideoTutorials } from '../api/video-tutorials';

/** Video Tutorials (`/video-tutorials`): the product's help videos, a list and a player. */
export function VideoTutorialsPage() {
  const { company } = useCompany();
  const tutorials = useVideoTutorials();
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => {
    document.title = `Video Tutorials · ${company.name}`;
  }, [company.name]);

  const names = tutorials.data ?? [];
  const playing = chosen ?? names[0] ?? null;

  return (
    <main className="mx-auto grid max-w-5xl gap-6 p-4 sm:p-6">
      <h1 className="text-2xl font-semibold">Video Tutorials</h1>
      {tutorials.isPending ? (
        <div
          className="grid gap-4 md:grid-cols-[16rem_1fr]"
          aria-busy="true"
          aria-label="Loading the tutorials"
        >
          <Skeleton className="h-48" />
          <Skeleton className="aspect-video" />
        </div>
      ) : tutorials.isError ? (
        <FormAlert>{tutorials.error.message}</FormAlert>
      ) : names.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          No video tutorials yet.
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-[16rem_1fr] md:items-start">
          <nav aria-label="Tutorials">
            <ul className="grid gap-1">
              {names.map((name) => (
                <li key={name}>
                  <button
                    type="button"
                    onClick={() => setChosen(name)}
                    aria-current={name === playing ? 'true' : undefined}
                    className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left hover:bg-muted focus-visible:outline-2 aria-[current=true]:bg-muted aria-[current=true]:font-medium"
                  >
                    <PlayCircle className="size-4 shrink-0" aria-hidden="true" />
                    {tutorialTitle(name)}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {playing && (
            <figure className="grid gap-2">
              <video
                key={playing}
                controls
                preload="metadata"
                src={`/tutorials/${encodeURIComponent(playing)}`}
                className="aspect-video w-full rounded-lg bg-black"
                data-testid="tutorial-player"
              >
                Your browser cannot play this video.
              </video>
              <figcaption className="text-sm text-muted-foreground">
                {tutorialTitle(playing)}
              </figcaption>
            </figure>
          )}
        </div>
      )}
    </main>
  );
}
