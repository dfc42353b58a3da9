/**
 * What a Lambda bundle gets for `@aws-sdk/credential-provider-node` (infra/cdk/bundling.ts
 * aliases the package to this): the SDK's default credential chain cut to its first link, the
 * environment. In Lambda that link always answers (the runtime puts the role's credentials in
 * AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN), so the rest of the chain
 * (SSO, ini files, process, web identity, the container and instance metadata services, with
 * the STS and SSO clients they carry) never runs there, and a bundle need not hold it.
 *
 * Unbundled code (the local runtime, tests, scripts) uses the SDK's own chain.
 * test/cdk/credentials-bundle.test.ts checks the exports against the package's.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';
import type { AwsCredentialIdentity } from '@aws-sdk/types';

export const defaultProvider = (init: Parameters<typeof fromEnv>[0] = {}) => fromEnv(init);

// As the package defines them.
export const credentialsWillNeedRefresh = (credentials?: AwsCredentialIdentity) =>
  credentials?.expiration !== undefined;
export const credentialsTreatedAsExpired = (credentials?: AwsCredentialIdentity) =>
  credentials?.expiration !== undefined && credentials.expiration.getTime() - Date.now() < 300_000;
