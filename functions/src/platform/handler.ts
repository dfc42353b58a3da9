import { routeList, type routes, type RouteEntry, type RouteKey } from '../routes';
import { getDeps } from './deps';
import { createPipeline, type RunFunction, type Schemas } from './pipeline';

export { reply, binaryReply, textReply } from './reply';

const entries = new Map(routeList().map((entry) => [entry.key, entry]));

/**
 * The one way to write a route handler: name the route (its auth, level and body limit come
 * from the route table), give the zod schemas, and write the use case. Tenancy, auth,
 * validation, errors, logging and headers are the platform's.
 */
export function defineHandler<K extends RouteKey, S extends Schemas>(
  key: K,
  schemas: S,
  run: RunFunction<(typeof routes)[K], S>,
) {
  const entry = entries.get(key) as RouteEntry & (typeof routes)[K];
  return createPipeline(entry, schemas, run, getDeps);
}
