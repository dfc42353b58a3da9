import { describe, expect, it } from 'vitest';
import { banUserBody, grantAccessLevelBody, inviteBody, specificUsersBody } from './schemas';

/** Each field's first message, as the API's `fields` and the forms show it. */
function messages(result: {
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('users schemas', () => {
  it('gives the spec messages for an empty invitation', () => {
    const result = inviteBody.safeParse({
      userName: ' ',
      userPhone: '',
      userEmail: '',
      userAccess: '',
      userDomain: 'school.localhost',
    });
    expect(messages(result)).toEqual({
      userName: 'Field is required',
      userPhone: 'Field is required',
      userEmail: 'Email is required',
      userAccess: 'Field is required',
    });
    const missing = inviteBody.safeParse({ userDomain: 'school.localhost' });
    expect(messages(missing)).toMatchObject({ userAccess: 'Field is required' });
  });

  it('checks the email as text@text and takes the level as number or text', () => {
    const base = {
      userName: 'Thandi',
      userPhone: '083',
      userAccess: '5',
      userDomain: 'school.localhost',
    };
    expect(messages(inviteBody.safeParse({ ...base, userEmail: 'thandi' }))).toEqual({
      userEmail: 'E-mail must be valid',
    });
    const ok = inviteBody.parse({ ...base, userEmail: 'Thandi@Example.co.za', userSid: '' });
    expect(ok).toMatchObject({ userEmail: 'thandi@example.co.za', userAccess: 5 });
    expect(ok.userSid).toBeUndefined();
    expect(inviteBody.safeParse({ ...base, userEmail: 'a@b', userAccess: 4 }).success).toBe(false);
  });

  it('requires a ban reason and a known level and filter', () => {
    expect(messages(banUserBody.safeParse({ user: 'u1', reason: '  ' }))).toEqual({
      reason: 'provide reason for account deactivation!',
    });
    expect(grantAccessLevelBody.parse({ user: 'u1', alevel: 9 }).alevel).toBe(9);
    expect(grantAccessLevelBody.safeParse({ user: 'u1', alevel: 13 }).success).toBe(false);
    expect(specificUsersBody.parse({ filter: 'ban' })).toMatchObject({ filter: 'ban', limit: 200 });
    expect(specificUsersBody.safeParse({ filter: 'deleted' }).success).toBe(false);
  });
});
