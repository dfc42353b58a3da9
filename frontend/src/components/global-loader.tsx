import { useIsFetching, useIsMutating } from '@tanstack/react-query';

/** A thin bar across the top while any call runs (the spec's global loader). */
export function GlobalLoader() {
  const busy = useIsFetching() + useIsMutating() > 0;
  return (
    <div
      aria-hidden={!busy}
      className={`pointer-events-none fixed inset-x-0 top-0 z-[100] h-1 overflow-hidden transition-opacity duration-200 ${busy ? 'opacity-100' : 'opacity-0'}`}
    >
      {busy && (
        <div
          role="progressbar"
          aria-label="Loading"
          className="h-full w-1/3 animate-[kantoor-progress_1.1s_ease-in-out_infinite] bg-accent"
        />
      )}
    </div>
  );
}
