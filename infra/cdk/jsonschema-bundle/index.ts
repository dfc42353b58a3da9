/**
 * What a Lambda bundle gets for `jsonschema` (infra/cdk/bundling.ts aliases the package to
 * this). ElectroDB's one use of it is to check an entity's model (the definition in
 * functions/src/<owner>/entities/) against ElectroDB's own schema when the entity is built. Those
 * models are code, the same in every bundle as in the tests; unbundled, ElectroDB checks them
 * with the real package, and functions/src/db/entities/definitions.test.ts builds every
 * entity. In a bundle the check would repeat what the tests proved, at each cold start, with
 * 29 KB of validator: this one finds nothing to report.
 */
type Format = (input: unknown) => boolean;

export class Validator {
  /** ElectroDB adds its formats here (on the prototype, as on jsonschema's). */
  declare customFormats: Record<string, Format>;

  /** ElectroDB registers its schemas when it loads. */
  addSchema(): void {}

  validate(): { errors: unknown[] } {
    return { errors: [] };
  }
}
Validator.prototype.customFormats = {};
