import { aggregateDefinition } from './entities/aggregate.entity';
import { counterDefinition } from './entities/counter.entity';
import { uniqueMarkerDefinition } from './entities/unique-marker.entity';

/**
 * The kernel's own entities: the counters, unique markers and aggregates its helpers write.
 */
export const kernelEntities = {
  aggregate: aggregateDefinition,
  counter: counterDefinition,
  uniqueMarker: uniqueMarkerDefinition,
};
