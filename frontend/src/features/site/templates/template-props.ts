export type TemplateName = 'donation' | 'reveal' | 'provider' | 'default';

/** The spec's templates by company id; every other company gets the default. */
export function templateFor(emis: string): TemplateName {
  if (emis === 'hands-of-hope-2022') return 'donation';
  if (emis === '12824090253') return 'reveal';
  if (emis === 'baron-007') return 'provider';
  return 'default';
}

/**
 * Whether the hero shows the Login/Register panel to a signed-out visitor (the header's Sign in
 * link is on every template). Only where the visitors are mostly the company's users: the
 * provider's own site (its customers) and the default business site. Not the charity (the spec:
 * donors do not sign in), the school (parents and learners come from the header) nor a legal
 * practice (its visitors are prospective clients).
 */
export function heroSignIn(template: TemplateName, industry: string | undefined): boolean {
  if (template === 'donation' || template === 'reveal') return false;
  if (template === 'provider') return true;
  return industry !== 'Legal Practice';
}
