import type { Rule } from 'eslint';

/** The rule: `pages: 'all'` only with a `bounded:` comment naming its bound. */
export const boundedPagesRule: Rule.RuleModule;
