import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { queryPrefixesAsRanges } from './prefix-range';
import { createGetTransaction, createWriteTransaction, type Service } from 'electrodb';
import type { EntityDefinition, EntityOf } from './entities/model';
// The join of every owner's entities: it sits above the domains, so this layer imports none.
import { DEFINITIONS } from '../entities';

type Definitions = typeof DEFINITIONS;

/** The entities of the one table. */
export type Entities = { [K in keyof Definitions]: EntityOf<Definitions[K]> };

/** What the code uses of an ElectroDB Service over all the entities: its transactions. */
export type KantoorService = Pick<Service<Entities>, 'transaction'>;

/** The data layer handed to repositories: the service plus the raw client for batch reads. */
export type Database = {
  service: KantoorService;
  entities: Entities;
  client: DynamoDBDocumentClient;
  table: string;
};

/**
 * The entities, each built (and its schema validated by ElectroDB) the first time it is used,
 * then kept: a function pays for the entities it touches, not for all of them at every cold start.
 * An entity becomes an enumerable property once built, so ElectroDB, which reads a transaction's
 * results against `Object.keys(entities)`, sees every entity the transaction used.
 */
function lazyEntities(client: DynamoDBDocumentClient, table: string): Entities {
  const entities = {} as Entities;
  for (const [name, definition] of Object.entries(DEFINITIONS)) {
    Object.defineProperty(entities, name, {
      configurable: true,
      enumerable: false,
      get() {
        const entity = (definition as EntityDefinition<EntityOf<typeof definition>>).create({
          client,
          table,
        });
        Object.defineProperty(entities, name, { value: entity, enumerable: true });
        return entity;
      },
    });
  }
  return entities;
}

/**
 * The transactions of an ElectroDB Service over `entities` (createWriteTransaction and
 * createGetTransaction are what an ElectroDB Service runs for its transactions). ElectroDB sends a transaction through
 * the first entity it finds before the builder runs: when none is built yet, one is.
 */
function transactions(entities: Entities): KantoorService {
  const driven = <T extends { go: (...args: never[]) => unknown }>(operations: T): T => ({
    ...operations,
    go: (...args: Parameters<T['go']>) => {
      if (Object.keys(entities).length === 0) void entities.meta;
      return operations.go(...args);
    },
  });
  return {
    transaction: {
      write: (fn) => driven(createWriteTransaction(entities, fn)),
      get: (fn) => driven(createGetTransaction(entities, fn)),
    },
  };
}

export function createDatabase(client: DynamoDBDocumentClient, table: string): Database {
  queryPrefixesAsRanges(client);
  const entities = lazyEntities(client, table);
  return { service: transactions(entities), entities, client, table };
}
