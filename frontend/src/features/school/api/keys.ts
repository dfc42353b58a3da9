/** The school screens' query keys: every change of a payment invalidates `all`. */
export const schoolKeys = {
  all: ['school'] as const,
  profile: (sid: string) => ['school', 'profile', sid] as const,
  school: (emis: string) => ['school', 'selected', emis] as const,
  sameDate: (sid: string, date: string) => ['school', 'same-date', sid, date] as const,
  card: (sid: string) => ['school', 'card', sid] as const,
  learners: ['school', 'learners'] as const,
  owing: ['school', 'owing'] as const,
  // Apart from `all`: a payment's change does not re-ask the gateway's answer.
  checkout: (token: string) => ['school-checkout', token] as const,
};
