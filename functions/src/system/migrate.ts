import { getDeps } from '../platform/deps';
import { runMigrations } from './migrations/runner';

/** Marks the framework's second call (isComplete), which carries what the first one answered. */
const PHASE = 'migrating';
/** Time kept back from the Lambda's for the last page and the progress write. */
const MARGIN_MS = 90_000;

type ProviderEvent = { RequestType: 'Create' | 'Update' | 'Delete'; Data?: { Phase?: string } };
type LambdaContext = { getRemainingTimeInMillis(): number };

/**
 * The deploy's data migrations (infra/cdk/migrations-stack.ts): the CDK custom resource provider
 * calls this first as `onEvent` (it answers at once) and then as `isComplete` until it answers
 * true, each call running the registry's migrations from where the last one stopped until its
 * time is nearly up. A delete of the resource migrates nothing.
 */
export async function handler(event: ProviderEvent, context: LambdaContext) {
  if (event.Data?.Phase !== PHASE)
    return { PhysicalResourceId: 'kantoor-data-migrations', Data: { Phase: PHASE } };
  if (event.RequestType === 'Delete') return { IsComplete: true };
  const deps = getDeps();
  const { complete, reports } = await runMigrations(deps, {
    deadline: Date.now() + context.getRemainingTimeInMillis() - MARGIN_MS,
  });
  deps.log.info('data migrations', { complete, reports });
  return { IsComplete: complete };
}
