import type { Rule } from 'eslint';

/** Entity name -> owner folder, from every `functions/src/<owner>/entities.ts`. */
export function entityOwners(srcDir: string): Map<string, string>;
/** The entities the data-table manager's tables are bound to. */
export function tableEntities(srcDir: string): string[];
/** The rule: a domain reads and writes only the entities it owns. */
export function ownEntitiesRule(options: { srcDir: string; layers: Set<string> }): Rule.RuleModule;
