import { aggregateDefinition } from './entities/aggregate.entity';
import { counterDefinition } from './entities/counter.entity';
import { requestRecordDefinition } from './entities/request-record.entity';
import { uniqueMarkerDefinition } from './entities/unique-marker.entity';

/**
 * The kernel's own entities: the counters, unique markers, aggregates and request records its
 * helpers write.
 */
export const kernelEntities = {
  aggregate: aggregateDefinition,
  counter: counterDefinition,
  requestRecord: requestRecordDefinition,
  uniqueMarker: uniqueMarkerDefinition,
};
