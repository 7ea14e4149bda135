// An S3-compatible server for the tests: s3rver 3.7.1 (npm), in this process, on a free loopback port,
// with one bucket. It answers the S3 calls the media storage makes (put with metadata, head, ranged get,
// list v2, batch delete) but does NOT check request signatures: a wrong secret is accepted, so nothing
// that depends on signatures (refused credentials, presigned URLs' expiry, a signed Content-Type) can be
// tested against it; ARCHITECTURE.md "Media storage" lists what only a real bucket shows.
import { rmSync } from 'node:fs';
import S3rver from 's3rver';
import type { S3Settings } from '../src/config.js';
import { tempDir } from './helpers.js';

export interface TestS3 {
  settings: S3Settings;
  /** The S3_* variables of a server process using this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3(bucket = 'panel-media'): Promise<TestS3> {
  const directory = tempDir('panel-s3-');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: {
      bucket,
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
