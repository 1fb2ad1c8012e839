import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalS3, type LocalS3 } from "../../tests/support/s3-server";
import { createFileStore, s3FileStore, type FileStore } from "./storage";
import { localMediaStore, s3MediaStore, type MediaStore } from "./media-store";

/**
 * One contract, two adapters: what callers may rely on whichever store the settings choose.
 * The S3 adapter talks to a real S3-compatible server (s3rver) on 127.0.0.1.
 */
type Adapter = { files: FileStore; media: MediaStore };

let dir: string;
let s3: LocalS3;
const adapters: Record<string, () => Adapter> = {
  "local folders": () => ({ files: createFileStore(join(dir, "uploads")), media: localMediaStore(join(dir, "media")) }),
  "S3-compatible bucket": () => ({ files: s3FileStore(s3.settings), media: s3MediaStore(s3.settings) }),
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "stores-"));
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

const HOSTILE_KEYS = [
  "../secret.pdf",
  "resumes/../../secret.pdf",
  "resumes/../other/x.pdf",
  "/etc/passwd",
  "resumes//x.pdf",
  "resumes/x.pdf/",
  "resumes\\..\\x.pdf",
  "resumes/x\0.pdf",
  ".hidden",
  "resumes/.",
  "",
  "resumes/%2e%2e/x.pdf",
];

describe.each(Object.keys(adapters))("file store contract: %s", (name) => {
  let files: FileStore;
  let media: MediaStore;
  beforeAll(() => ({ files, media } = adapters[name]!()));

  it("saves under a key it draws and reads back the same bytes", async () => {
    const bytes = new Uint8Array([37, 80, 68, 70, 45, 0, 255, 10, 13]);
    const key = await files.save("resumes", bytes, "pdf");
    expect(key).toMatch(/^resumes\/[0-9a-f-]{36}\.pdf$/);
    expect(await files.read(key)).toEqual(Buffer.from(bytes));
    const other = await files.save("resumes", bytes, "pdf");
    expect(other).not.toBe(key);
  });

  it("keeps a 5 MB file whole", async () => {
    const bytes = new Uint8Array(5 * 1024 * 1024).map((_, i) => (i * 7) % 251);
    const key = await files.save("job-surveys", bytes, "jpg");
    expect((await files.read(key))?.equals(Buffer.from(bytes))).toBe(true);
  });

  it("removes a file; removing it again, or a key never stored, is not an error", async () => {
    const key = await files.save("resumes", new Uint8Array([1, 2, 3]), "pdf");
    await files.remove(key);
    expect(await files.read(key)).toBeNull();
    await expect(files.remove(key)).resolves.toBeUndefined();
    await expect(files.remove("resumes/never-stored.pdf")).resolves.toBeUndefined();
  });

  it("reads a missing key as null", async () => {
    expect(await files.read("resumes/00000000-0000-0000-0000-000000000000.pdf")).toBeNull();
    expect(await files.read("nowhere/x.docx")).toBeNull();
  });

  it("refuses keys that would leave the store, and folders or extensions it did not choose", async () => {
    for (const key of HOSTILE_KEYS) {
      await expect(files.read(key), key).rejects.toThrow();
      await expect(files.remove(key), key).rejects.toThrow();
      await expect(media.read(key), key).rejects.toThrow();
      await expect(media.write(key, new Uint8Array([1])), key).rejects.toThrow();
      await expect(media.remove([key]), key).rejects.toThrow();
    }
    await expect(files.save("../outside", new Uint8Array([1]), "pdf")).rejects.toThrow();
    await expect(files.save("resumes", new Uint8Array([1]), "pdf/../../x")).rejects.toThrow();
    await expect(files.save("resumes", new Uint8Array([1]), "")).rejects.toThrow();
  });

  it("keeps public images by the key it is given: write, read, overwrite, remove (missing ones too)", async () => {
    const key = "files/agency/12-3f9a0c1e-480.webp";
    await media.write(key, new Uint8Array([1, 2]));
    expect(await media.read(key)).toEqual(Buffer.from([1, 2]));
    await media.write(key, new Uint8Array([3]));
    expect(await media.read(key)).toEqual(Buffer.from([3]));
    await media.remove([key, "files/agency/none-480.webp"]);
    expect(await media.read(key)).toBeNull();
    await expect(media.remove([key])).resolves.toBeUndefined();
  });
});

describe("local folders", () => {
  it("writes CVs readable by the server's user only, and leaves no partial file", async () => {
    const files = createFileStore(join(dir, "private"));
    const key = await files.save("resumes", new Uint8Array([1]), "pdf");
    expect((await stat(join(dir, "private", key))).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, "private", "resumes"))).mode & 0o777).toBe(0o700);
    expect(await readdir(join(dir, "private", "resumes"))).toEqual([key.split("/")[1]]);
  });
});

describe("S3-compatible bucket", () => {
  const raw = () =>
    new S3Client({
      region: s3.settings.region,
      endpoint: s3.settings.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });

  it("stores uploads and images apart under the prefix, CVs as opaque bytes and images with their type", async () => {
    const key = await s3FileStore(s3.settings).save("resumes", new Uint8Array([9, 9]), "pdf");
    const object = await raw().send(new GetObjectCommand({ Bucket: s3.settings.bucket, Key: `site/uploads/${key}` }));
    expect(object.ContentType).toBe("application/octet-stream");
    expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(Buffer.from([9, 9]));

    await s3MediaStore(s3.settings).write("files/demo/logo/x-480.webp", new Uint8Array([7]));
    const image = await raw().send(new GetObjectCommand({ Bucket: s3.settings.bucket, Key: "site/media/files/demo/logo/x-480.webp" }));
    expect(image.ContentType).toBe("image/webp");
  });

  it("never sends an ACL (objects stay private), and asks for server-side encryption only when configured", async () => {
    // A recording relay in front of the server: what the adapter really puts on the wire.
    const seen: Record<string, string | string[] | undefined>[] = [];
    const target = new URL(s3.settings.endpoint!);
    const relay = createServer((req, res) => {
      if (req.method === "PUT") seen.push(req.headers);
      const upstream = request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      });
      req.pipe(upstream);
    });
    await new Promise<void>((done) => relay.listen(0, "127.0.0.1", done));
    const endpoint = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
    try {
      const plain = s3FileStore({ ...s3.settings, endpoint });
      const encrypted = s3FileStore({ ...s3.settings, endpoint, serverSideEncryption: "AES256" });
      expect(await plain.read(await plain.save("resumes", new Uint8Array([1]), "pdf"))).toEqual(Buffer.from([1]));
      expect(await encrypted.read(await encrypted.save("resumes", new Uint8Array([2]), "pdf"))).toEqual(Buffer.from([2]));
      await s3MediaStore({ ...s3.settings, endpoint }).write("files/agency/1-00000000-160.webp", new Uint8Array([3]));
    } finally {
      relay.close();
    }
    expect(seen).toHaveLength(3);
    for (const headers of seen) expect(Object.keys(headers).filter((name) => name.startsWith("x-amz-acl") || name.startsWith("x-amz-grant"))).toEqual([]);
    expect(seen.map((headers) => headers["x-amz-server-side-encryption"])).toEqual([undefined, "AES256", undefined]);
  });

  it("reports an unreachable server or a missing bucket as an error, never as a missing file", async () => {
    const missingBucket = s3FileStore({ ...s3.settings, bucket: "no-such-bucket" });
    await expect(missingBucket.read("resumes/x.pdf")).rejects.toThrow();
    const closed = s3FileStore({ ...s3.settings, endpoint: "http://127.0.0.1:9" });
    await expect(closed.read("resumes/x.pdf")).rejects.toThrow();
    await expect(closed.save("resumes", new Uint8Array([1]), "pdf")).rejects.toThrow();
  });
});
