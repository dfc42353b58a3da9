import { closureDefinition } from './entities/closure.entity';

/** The closing domain's entities (issue 27 item 6): a company's closure. */
export const closingEntities = {
  closure: closureDefinition,
};
