import { counterDefinition } from './entities/counter.entity';
import { uniqueMarkerDefinition } from './entities/unique-marker.entity';

/**
 * The kernel's own entities: the counters and the unique markers its helpers write.
 */
export const kernelEntities = {
  counter: counterDefinition,
  uniqueMarker: uniqueMarkerDefinition,
};
