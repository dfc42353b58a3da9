import { ulid } from 'ulid';
import { DEFAULT_ROLE, type AccessLevel } from '@shared/access';
import { formatDateTime } from '@shared/time/sast';
import { hashDemoPassword } from '../../functions/src/platform/auth/passwords';
import { runtimeClock, testDeps, uniqueEmail } from './support';

export const FIXTURE_PASSWORD = 'Fixture#2026';

const hashes = new Map<string, Promise<string>>();

/**
 * A person of company `emis` at `alevel`, made as a registration or an accepted invitation
 * makes one (identity, membership and the user place in one transaction, through the kernel's
 * accounts), with the password hashed at the demo cost the hash records. A suite whose subject
 * is not registration arranges its people this way: registering hashes at N=2^17, 0.5 s of CPU
 * for the registration and again for every sign-in against that hash. Sign in with `login`.
 */
export async function fixtureMember(
  emis: string,
  alevel: AccessLevel,
  options: { password?: string; name?: string; email?: string; phone?: string; sid?: string } = {},
): Promise<{ userId: string; email: string; password: string }> {
  const deps = testDeps();
  const password = options.password ?? FIXTURE_PASSWORD;
  if (!hashes.has(password)) hashes.set(password, hashDemoPassword(password));
  const { data: company } = await deps.db.entities.company.get({ emis }).go({ consistent: true });
  if (!company) throw new Error(`No company ${emis}`);
  const userId = ulid();
  const email = options.email ?? uniqueEmail('fixture');
  const now = formatDateTime(runtimeClock.now());
  const created = await deps.accounts.createUserWithMembership(
    {
      userId,
      name: options.name ?? 'Lerato Khumalo',
      email,
      phone_number: options.phone ?? '082 555 0123',
      password_hash: await hashes.get(password)!,
      created_at: now,
    },
    {
      userId,
      emis,
      alevel,
      role: DEFAULT_ROLE[alevel],
      created_at: now,
      ...(options.sid ? { sid: options.sid } : {}),
    },
    company.plan,
  );
  if (created !== 'created') throw new Error(`fixture member ${email}: ${created}`);
  return { userId, email, password };
}
