import { catalogServiceDefinition } from './entities/catalog-service.entity';
import { categoryDefinition } from './entities/category.entity';
import { productDefinition } from './entities/product.entity';
import { receivingDefinition } from './entities/receiving.entity';
import { supplierDefinition } from './entities/supplier.entity';
import { transportationDefinition } from './entities/transportation.entity';

/**
 * The catalogue domain's entities: this domain owns them, and other domains reach them only
 * through its index.ts.
 */
export const catalogueEntities = {
  supplier: supplierDefinition,
  category: categoryDefinition,
  product: productDefinition,
  receiving: receivingDefinition,
  catalogService: catalogServiceDefinition,
  transportation: transportationDefinition,
};
