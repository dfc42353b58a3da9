import { aggregateDefinition } from './entities/aggregate.entity';
import { counterDefinition } from './entities/counter.entity';
import { nameTokenDefinition } from './entities/name-token.entity';
import { requestRecordDefinition } from './entities/request-record.entity';
import { uniqueMarkerDefinition } from './entities/unique-marker.entity';

/**
 * The kernel's own entities: the counters, unique markers, aggregates, name-index keys and
 * request records its helpers write.
 */
export const kernelEntities = {
  aggregate: aggregateDefinition,
  counter: counterDefinition,
  nameToken: nameTokenDefinition,
  requestRecord: requestRecordDefinition,
  uniqueMarker: uniqueMarkerDefinition,
};
