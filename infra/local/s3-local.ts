import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { freePort } from './free-port';

export type S3Local = { endpoint: string; stop: () => Promise<void> };

/** s3rver as the local S3: objects kept as files under `directory`, the bucket created if missing. */
export async function startS3Local(options: {
  directory: string;
  bucket: string;
  port?: number;
}): Promise<S3Local> {
  mkdirSync(options.directory, { recursive: true });
  const port = options.port ?? (await freePort());
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory: options.directory,
    silent: true,
    configureBuckets: [{ name: options.bucket, configs: [] }],
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.close();
    },
  };
}
