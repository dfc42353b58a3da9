export type TemplateName = 'donation' | 'reveal' | 'provider' | 'default';

/** The spec's templates by company id; every other company gets the default. */
export function templateFor(emis: string): TemplateName {
  if (emis === 'hands-of-hope-2022') return 'donation';
  if (emis === '12824090253') return 'reveal';
  if (emis === 'baron-007') return 'provider';
  return 'default';
}
