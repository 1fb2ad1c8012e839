import { mkdir, rm, readFile } from "node:fs/promises";
import { dirname, extname } from "node:path";
import { writeFileDurably } from "./durable-file";
import { checkedKey, s3Objects, type S3Settings } from "./s3-objects";
import { keyPathUnder } from "./storage";

/**
 * Public images (uploaded or drawn), by key such as `files/agency/12-3f9a0c1e-480.webp`.
 * Served by /media/ (which reads them through this interface): on local disk, or in the
 * S3-compatible bucket shared by every app instance when S3_* is set.
 */
export type MediaStore = {
  write(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes of a key, or null when nothing is stored there. A key leaving the store throws. */
  read(key: string): Promise<Buffer | null>;
  /** Missing files are not an error: a removal may run twice. */
  remove(keys: string[]): Promise<void>;
};

/** The local default: $DATA_DIR/media, outside the web root. */
export function localMediaStore(root: string): MediaStore {
  const pathOf = keyPathUnder(root);
  return {
    async write(key, bytes) {
      const full = pathOf(checkedKey(key));
      await mkdir(dirname(full), { recursive: true });
      // Readers see the whole file or none, even if the process stops half-way.
      await writeFileDurably(full, bytes, { mode: 0o644 });
    },
    async read(key) {
      return readFile(pathOf(checkedKey(key))).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT" || error.code === "ENOTDIR" || error.code === "EISDIR") return null;
        throw error;
      });
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(checkedKey(key)), { force: true })));
    },
  };
}

const MEDIA_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".svg": "image/svg+xml",
};

/** The same images under `${S3_PREFIX}media/` of the bucket; private like the rest, served by /media/. */
export function s3MediaStore(settings: S3Settings): MediaStore {
  const objects = s3Objects(settings, "media");
  return {
    write: async (key, bytes) => objects.put(checkedKey(key), bytes, MEDIA_TYPES[extname(key).toLowerCase()] ?? "application/octet-stream"),
    read: async (key) => objects.get(checkedKey(key)),
    async remove(keys) {
      await Promise.all(keys.map((key) => objects.delete(checkedKey(key))));
    },
  };
}

/** The store the configuration names (the bucket when S3_* is set, else the local folder). */
export const mediaStoreFor = (config: { mediaDir: string; objectStorage?: S3Settings }): MediaStore =>
  config.objectStorage ? s3MediaStore(config.objectStorage) : localMediaStore(config.mediaDir);
