// The handler of Custom::SigningPublicKey (infra/cdk/data-stack.ts): reads the public half of
// the token signing key from KMS at deploy time, as base64 DER (SubjectPublicKeyInfo), for the
// functions' environment (SIGNING_PUBLIC_KEY). CDK's response wrapper reports to
// CloudFormation. Plain CommonJS with the runtime's SDK: a deploy-time call, not bundled.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CDK's wrapper require()s this file
const { GetPublicKeyCommand, KMSClient } = require('@aws-sdk/client-kms');

exports.handler = async (event) => {
  if (event.RequestType === 'Delete') return {};
  const keyId = event.ResourceProperties.KeyId;
  const { PublicKey } = await new KMSClient({}).send(new GetPublicKeyCommand({ KeyId: keyId }));
  if (!PublicKey) throw new Error(`KMS returned no public key for ${keyId}`);
  return {
    PhysicalResourceId: keyId,
    Data: { PublicKey: Buffer.from(PublicKey).toString('base64') },
  };
};
