import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';
import { registerBody } from './schemas';

describe('register schema and password policy', () => {
  it('needs upper case, a digit, a special character and 8 characters', () => {
    expect(passwordProblem('Kantoor#2026')).toBeNull();
    for (const weak of ['kantoor#2026', 'KANTOOR2026', 'Kantoor2026', 'Ka#1', ''])
      expect(passwordProblem(weak)).not.toBeNull();
  });

  it('lower-cases and trims the email, and checks text@text', () => {
    const parsed = registerBody.parse({
      name: ' Zanele ',
      email: ' Zanele@Example.CO.ZA ',
      tel: '082',
      password: 'Kantoor#2026',
    });
    expect(parsed).toMatchObject({ name: 'Zanele', email: 'zanele@example.co.za' });
    const bad = registerBody.safeParse({
      name: 'Z',
      email: 'zanele.example.co.za',
      tel: '082',
      password: 'Kantoor#2026',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('E-mail must be valid');
  });
});
