import { PlayCircle, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LEVEL, atLeast } from '@shared/access';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/api/current-user';
import { useCompany } from '../../../lib/company';
import { TutorialUploadForm } from '../components/tutorial-upload-form';
import { tutorialTitle, useDeleteTutorial, useVideoTutorials } from '../api/video-tutorials';

/**
 * Video Tutorials (`/video-tutorials`): the product's help videos, a list and a player, the same
 * in every company. The super admin publishes and withdraws them here.
 */
export function VideoTutorialsPage() {
  const { company } = useCompany();
  const tutorials = useVideoTutorials();
  const remove = useDeleteTutorial();
  const publisher = atLeast(useCurrentUser().data?.alevel ?? 0, LEVEL.superAdmin);
  const [chosen, setChosen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    document.title = `Video Tutorials · ${company.name}`;
  }, [company.name]);

  const names = tutorials.data ?? [];
  const playing = chosen && names.includes(chosen) ? chosen : (names[0] ?? null);

  const deleteChosen = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting);
      toast.success(`${tutorialTitle(deleting)} is no longer offered.`);
    } catch (error) {
      toast.error(errorText(error));
      throw error;
    }
  };

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <h1 className="text-2xl font-semibold">Video Tutorials</h1>
      {publisher && <TutorialUploadForm onUploaded={setChosen} />}
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
        <div className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          <p className="font-medium text-foreground">No video tutorials yet.</p>
          <p className="mt-1 text-sm">
            {publisher
              ? 'Publish one with the form above: every company then sees it here.'
              : 'Kantoor publishes its help videos here; check back soon.'}
          </p>
        </div>
      ) : (
        <div className="grid gap-4 md:grid-cols-[16rem_1fr] md:items-start">
          <nav aria-label="Tutorials" className="min-w-0">
            <ul className="grid gap-1">
              {names.map((name) => (
                <li key={name} className="flex min-w-0 items-center gap-1">
                  <button
                    type="button"
                    onClick={() => setChosen(name)}
                    aria-current={name === playing ? 'true' : undefined}
                    className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-3 py-2 text-left hover:bg-muted focus-visible:outline-2 aria-[current=true]:bg-muted aria-[current=true]:font-medium"
                  >
                    <PlayCircle className="size-4 shrink-0" aria-hidden="true" />
                    <span className="min-w-0 break-words">{tutorialTitle(name)}</span>
                  </button>
                  {publisher && (
                    <Button
                      size="icon"
                      variant="ghost"
                      className="shrink-0 text-destructive hover:bg-destructive/10 hover:text-destructive"
                      aria-label={`Delete ${tutorialTitle(name)}`}
                      onClick={() => setDeleting(name)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          {playing && (
            <figure className="grid min-w-0 gap-2">
              <video
                key={playing}
                controls
                preload="metadata"
                src={`/tutorials/${encodeURIComponent(playing)}`}
                className="aspect-video w-full rounded-lg bg-black"
                data-testid="tutorial-player"
                aria-label={`Tutorial: ${tutorialTitle(playing)}`}
                onError={() => setFailed(playing)}
                onLoadedData={() => setFailed(null)}
              >
                Your browser cannot play this video.
              </video>
              <figcaption className="text-sm text-muted-foreground">
                {tutorialTitle(playing)}
              </figcaption>
              {failed === playing && (
                <FormAlert>This video could not be played. Try again later.</FormAlert>
              )}
            </figure>
          )}
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this tutorial?"
        description={
          deleting
            ? `${tutorialTitle(deleting)} is removed for every company, for good.`
            : undefined
        }
        confirmLabel="Delete"
        destructive
        onConfirm={deleteChosen}
      />
    </div>
  );
}
