// zod/v4/classic/external.js, with the locales of ./locales and the core of ./core.
export * as core from './core';
export * from '../../../node_modules/zod/v4/classic/schemas.js';
export * from '../../../node_modules/zod/v4/classic/checks.js';
export * from '../../../node_modules/zod/v4/classic/errors.js';
export * from '../../../node_modules/zod/v4/classic/parse.js';
export * from '../../../node_modules/zod/v4/classic/compat.js';
export {
  globalRegistry,
  registry,
  config,
  memoizer,
  $output,
  $input,
  $brand,
  clone,
  regexes,
  treeifyError,
  prettifyError,
  formatError,
  flattenError,
  TimePrecision,
  util,
  NEVER,
  INVALID,
  toZod,
  compile,
  withParser,
  ZodCompileAsyncError,
  ZodCompileUnsupportedError,
  getDiscriminatedOption,
} from './core';
export { toJSONSchema } from '../../../node_modules/zod/v4/core/json-schema-processors.js';
export { fromJSONSchema } from '../../../node_modules/zod/v4/classic/from-json-schema.js';
export { deepPartial } from '../../../node_modules/zod/v4/classic/deep-partial.js';
// Types and values both, from one module — re-exporting the types from core would collide.
export { input, output } from '../../../node_modules/zod/v4/classic/in-out.js';
export * as locales from './locales';
// iso must be exported from top-level https://github.com/colinhacks/zod/issues/4491
export {
  ZodISODateTime,
  ZodISODate,
  ZodISOTime,
  ZodISODuration,
} from '../../../node_modules/zod/v4/classic/iso.js';
export * as iso from '../../../node_modules/zod/v4/classic/iso.js';
export * as coerce from '../../../node_modules/zod/v4/classic/coerce.js';
