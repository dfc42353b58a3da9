import { Entity, type EntityConfiguration, type Schema } from 'electrodb';

/**
 * Every tenant-owned item has a partition key that starts with the company's emis
 * (`<emis>#<kind>`), so every list is a Query inside one tenant and an IAM LeadingKeys condition
 * can pin a caller to its tenant. Global items (identities, domains, throttles) start with a
 * fixed word instead. Key casing is kept as given (`casing: 'none'`).
 */
export const SERVICE = 'kantoor';

/** Any ElectroDB entity (what a definition builds). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEntity = Entity<any, any, any, any>;

/**
 * An entity's schema and how to build it. ElectroDB validates a schema when it builds the entity
 * (about 1 ms each, 40 ms for all), so nothing is built at import: a database builds an entity
 * the first time it is used (service.ts), and a function pays only for the entities it touches.
 */
export type EntityDefinition<E extends AnyEntity> = {
  readonly schema: E['schema'];
  create(config: EntityConfiguration): E;
};

/** `new Entity(schema)`'s typing, without building it: see EntityDefinition. */
export function defineEntity<
  A extends string,
  F extends string,
  C extends string,
  S extends Schema<A, F, C>,
>(schema: S): EntityDefinition<Entity<A, F, C, S>> {
  return { schema, create: (config) => new Entity(schema, config) };
}

/** The entity a definition builds. */
export type EntityOf<D> = D extends EntityDefinition<infer E> ? E : never;

/** Any record of entity definitions, as an owner declares them in its `entities.ts`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EntityRecord = Record<string, EntityDefinition<any>>;

type Merged<U> = (U extends unknown ? (record: U) => void : never) extends (record: infer I) => void
  ? I
  : never;

/**
 * The owners' records as one (`db.entities.<name>`): a name declared by two owners is refused,
 * since the second would silently replace the first one's entity.
 */
export function joinEntities<O extends Record<string, EntityRecord>>(
  owners: O,
): Merged<O[keyof O]> {
  const joined: EntityRecord = {};
  const ownerOf = new Map<string, string>();
  for (const [owner, record] of Object.entries(owners))
    for (const [name, definition] of Object.entries(record)) {
      const first = ownerOf.get(name);
      if (first) throw new Error(`Entity ${name} is declared by ${first} and by ${owner}`);
      ownerOf.set(name, owner);
      joined[name] = definition;
    }
  return joined as Merged<O[keyof O]>;
}
