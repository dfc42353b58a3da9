/**
 * What a Lambda bundle gets for `zod` (infra/cdk/bundling.ts aliases the package to this): the
 * same `z`, every member of zod's own, except that `z.locales` (and `z.core.locales`) hold
 * English only, the language zod sets by default, instead of all 40 or so translations.
 *
 * Why: shared/ imports `{ z }`, a namespace object, which esbuild must then build whole, with
 * everything it names, locales included (about 265 KB of a 445 KB zod). Unbundled code (the
 * local runtime, tests, the web app) uses zod itself. test/cdk/zod-bundle.test.ts proves the
 * exports match zod's and that the messages are zod's English ones.
 */
import * as z from './external';

export * from './external';
export { z, z as default };
