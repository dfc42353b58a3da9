import { routeList, type routes, type RouteEntry, type RouteKey } from '../routes';
import { getDeps } from './deps';
import { createPipeline, type RunFunction, type Schemas } from './pipeline';

export { reply, binaryReply, textReply } from './reply';

/**
 * The route's entry of the table. A route's Lambda bundle carries its own entry, as JSON in
 * `process.env.KANTOOR_ROUTE` (defined by infra/cdk/bundling.ts), and esbuild then leaves the
 * table out; unbundled (the local runtime, tests) it is looked up in the table.
 */
function entryOf(key: RouteKey): RouteEntry {
  const entry: RouteEntry | undefined = process.env.KANTOOR_ROUTE
    ? (JSON.parse(process.env.KANTOOR_ROUTE) as RouteEntry)
    : routeList().find((candidate) => candidate.key === key);
  if (entry?.key !== key) throw new Error(`No route ${key} in this function`);
  return entry;
}

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
  // The pipeline hangs the schemas on the handler: the security matrices and the fuzz suite
  // walk them (id fields, valid and malformed bodies).
  return createPipeline(entryOf(key) as RouteEntry & (typeof routes)[K], schemas, run, getDeps);
}
