import { aggregateDefinition } from './entities/aggregate.entity';
import { counterDefinition } from './entities/counter.entity';
import { nameTokenDefinition } from './entities/name-token.entity';
import { uniqueMarkerDefinition } from './entities/unique-marker.entity';

/**
 * The kernel's own entities: the counters, unique markers, aggregates and name-index keys its
 * helpers write.
 */
export const kernelEntities = {
  aggregate: aggregateDefinition,
  counter: counterDefinition,
  nameToken: nameTokenDefinition,
  uniqueMarker: uniqueMarkerDefinition,
};
