import * as sdk from '@aws-sdk/credential-provider-node';
import { afterEach, describe, expect, it } from 'vitest';
import * as bundled from '../../infra/cdk/credentials-bundle';

/**
 * infra/cdk/credentials-bundle is what Lambda bundles get for `@aws-sdk/credential-provider-node`:
 * the default chain's first link (the environment), which is where Lambda puts the credentials.
 */
describe('the bundled credential chain', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("exports every name the SDK's package does", () => {
    // `default` is Node's CommonJS interop, not a name of the package's ES module.
    const names = Object.keys(sdk).filter((name) => name !== 'default');
    expect(Object.keys(bundled).sort()).toEqual(names.sort());
  });

  it("answers Lambda's environment credentials, as the SDK's chain does", async () => {
    process.env.AWS_ACCESS_KEY_ID = 'AKIDEXAMPLE';
    process.env.AWS_SECRET_ACCESS_KEY = 'secret';
    process.env.AWS_SESSION_TOKEN = 'session';
    delete process.env.AWS_PROFILE;
    const mine = await bundled.defaultProvider()();
    const theirs = await sdk.defaultProvider()();
    expect(mine).toMatchObject({
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      sessionToken: 'session',
    });
    expect(mine).toEqual(theirs);
  });

  it('refuses without them (and looks nowhere else)', async () => {
    delete process.env.AWS_ACCESS_KEY_ID;
    delete process.env.AWS_SECRET_ACCESS_KEY;
    await expect(bundled.defaultProvider()()).rejects.toThrow(/environment variable credentials/);
  });

  it('judges expiry as the SDK does', () => {
    const soon = {
      accessKeyId: 'a',
      secretAccessKey: 's',
      expiration: new Date(Date.now() + 60_000),
    };
    const later = { ...soon, expiration: new Date(Date.now() + 3_600_000) };
    for (const credentials of [soon, later, { accessKeyId: 'a', secretAccessKey: 's' }]) {
      expect(bundled.credentialsTreatedAsExpired(credentials)).toBe(
        sdk.credentialsTreatedAsExpired(credentials),
      );
      expect(bundled.credentialsWillNeedRefresh(credentials)).toBe(
        sdk.credentialsWillNeedRefresh(credentials),
      );
    }
  });
});
