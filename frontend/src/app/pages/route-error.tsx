import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FullPageStatus } from '../../components/full-page-status';

/** A screen that failed to load (a lost chunk after a deploy, a bug): say so and offer a reload. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <FullPageStatus title="Oops, Something Went Wrong!">
      <p>{message}</p>
      <button
        type="button"
        className="mt-6 rounded-md bg-brand px-4 py-2 font-medium text-brand-foreground"
        onClick={() => window.location.reload()}
      >
        Reload the page
      </button>
    </FullPageStatus>
  );
}
