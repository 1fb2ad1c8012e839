import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";

/** An S3-compatible bucket (AWS, MinIO, Scaleway, OVH…), from the S3_* settings (server/config.ts). */
export type S3Settings = {
  bucket: string;
  region: string;
  /** Absent: AWS itself. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO and most local servers). */
  forcePathStyle: boolean;
  /** Prepended to every key, ending with «/» (or empty): several sites can share a bucket. */
  prefix: string;
  /** Sent with each write when set; without it the bucket's own default applies (AWS encrypts at rest by default). */
  serverSideEncryption?: "AES256" | "aws:kms";
};

/** Bytes by key in one bucket, under one folder of the prefix. Missing keys read as null. */
export type S3Objects = {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** S3 answers 204 for a key that is not there: a removal may run twice. */
  delete(key: string): Promise<void>;
  /** The keys under `under/` (a folder of this folder), with when each was stored. */
  list(under: string): Promise<{ key: string; storedAt: Date }[]>;
};

// One client (and its pool of keep-alive connections) per set of settings, shared by both stores.
const clients = new WeakMap<S3Settings, S3Client>();

function clientFor(settings: S3Settings): S3Client {
  let client = clients.get(settings);
  if (!client) {
    client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // The SDK's default CRC32 checksums (and aws-chunked bodies) are refused by several
      // S3-compatible services: send them only where an operation requires them.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      maxAttempts: 3,
      // A bucket that stops answering must not hold a visitor's request (or a task) forever.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000, throwOnRequestTimeout: true },
    });
    clients.set(settings, client);
  }
  return client;
}

// Only «no such key» is a missing file: a missing bucket or a wrong endpoint is an error to see.
const isMissing = (error: unknown) => error instanceof NoSuchKey || (error instanceof S3ServiceException && error.name === "NoSuchKey");

export function s3Objects(settings: S3Settings, folder: string): S3Objects {
  const client = clientFor(settings);
  const Bucket = settings.bucket;
  const full = (key: string) => `${settings.prefix}${folder}/${key}`;
  return {
    async put(key, bytes, contentType) {
      // No ACL: objects stay as private as the bucket; only this server reads them.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: full(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
          ...(settings.serverSideEncryption && { ServerSideEncryption: settings.serverSideEncryption }),
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: full(key) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: full(key) }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async list(under) {
      const found: { key: string; storedAt: Date }[] = [];
      const start = full("");
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: full(`${under}/`), ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key?.startsWith(start)) found.push({ key: object.Key.slice(start.length), storedAt: object.LastModified ?? new Date() });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },
  };
}

/**
 * A key as the stores hand them out: segments of letters, digits, «.», «_» and «-», joined by
 * «/»; no empty, «.» or «..» segment, nothing starting with «.». Checked before any request,
 * so a key from a row or a URL can never name another folder of the bucket.
 */
export const isStoreKey = (key: string) => key.length <= 512 && key.split("/").every((s) => /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,254}$/.test(s));

export function checkedKey(key: string): string {
  if (!isStoreKey(key)) throw new Error("file key outside the store");
  return key;
}
