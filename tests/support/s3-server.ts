import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../../server/lib/s3-objects";

export type LocalS3 = {
  /** The S3_* settings that point at this server, as the app would read them. */
  env: Record<string, string>;
  settings: S3Settings;
  close: () => Promise<void>;
};

/**
 * A local S3-compatible server (s3rver, on 127.0.0.1 and a free port) with one empty bucket.
 * s3rver accepts any well-formed V4 signature: it checks the protocol, not the credentials.
 */
export async function startLocalS3(bucket = "cabinet-test", prefix = "site/"): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const env = {
    S3_BUCKET: bucket,
    S3_REGION: "fr-par",
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
    S3_PREFIX: prefix,
  };
  const settings: S3Settings = {
    bucket,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
    prefix,
  };
  return {
    env,
    settings,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
