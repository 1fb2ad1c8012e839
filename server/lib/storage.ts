import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rm, stat } from "node:fs/promises";
import { PART_SUFFIX, writeFileDurably } from "./durable-file";
import { dirname, resolve, sep } from "node:path";
import { checkedKey, isStoreKey, s3Objects, type S3Settings } from "./s3-objects";

/** A file of the store: its key, and when it was stored (the sweep of files no row names spares young ones). */
export type StoredFile = { key: string; storedAt: Date };

/**
 * Files people send us (CVs, survey attachments): on local disk under $DATA_DIR/uploads, or
 * in an S3-compatible bucket when S3_* is set (several app instances then share them). Named
 * by us (a visitor's file name never becomes a key), readable by the server only. Every
 * reader goes through `read`: no caller knows where the bytes are.
 */
export type FileStore = {
  /** Stores bytes under `${folder}/{random}.${extension}`, durably; returns that key. */
  save(folder: string, bytes: Uint8Array, extension: string): Promise<string>;
  /** The bytes of a key, or null when nothing is stored there. A key leaving the store throws. */
  read(key: string): Promise<Buffer | null>;
  /** Removes a stored file; a missing one is not an error (purges may run twice). */
  remove(key: string): Promise<void>;
  /** The files of one folder (`resumes`…): what the sweep at start checks against the rows. */
  list(folder: string): Promise<StoredFile[]>;
};

/** The absolute path of a key under root; a key that would leave root («../») throws. */
export const keyPathUnder = (root: string) => {
  const base = resolve(root);
  return (key: string) => {
    const full = resolve(base, key);
    if (!full.startsWith(base + sep)) throw new Error("file key outside the store");
    return full;
  };
};

/** A key we draw: the folder is ours, the extension comes from the sniffed type, the name is random. */
function drawKey(folder: string, extension: string): string {
  if (!/^[a-z0-9]{1,10}$/.test(extension)) throw new Error("file extension refused");
  return checkedKey(`${folder}/${randomUUID()}.${extension}`);
}

const readMissingAsNull = (path: string) =>
  readFile(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT" || error.code === "ENOTDIR") return null;
    throw error;
  });

/** The local default: $DATA_DIR/uploads, never served. */
export function createFileStore(root: string): FileStore {
  const path = keyPathUnder(root);
  return {
    async save(folder, bytes, extension) {
      const key = drawKey(folder, extension);
      const full = path(key);
      await mkdir(dirname(full), { recursive: true, mode: 0o700 });
      // On disk before the visitor is told it was received.
      await writeFileDurably(full, bytes, { mode: 0o600, exclusive: true });
      return key;
    },
    read: async (key) => readMissingAsNull(path(checkedKey(key))),
    async remove(key) {
      await rm(path(checkedKey(key)), { force: true });
    },
    async list(folder) {
      const names = await readdir(path(checkedKey(folder))).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [] as string[];
        throw error;
      });
      const files: StoredFile[] = [];
      for (const name of names) {
        const key = `${folder}/${name}`;
        // A `.part` was never acknowledged: removeLeftoverParts takes it, not the sweep.
        if (name.endsWith(PART_SUFFIX) || !isStoreKey(key)) continue;
        const info = await stat(path(key)).catch(() => null);
        if (info?.isFile()) files.push({ key, storedAt: info.mtime });
      }
      return files;
    },
  };
}

/**
 * The same files in a bucket, under `${S3_PREFIX}uploads/`. A PUT is acknowledged once the
 * object is stored durably (S3's own guarantee), so «received» means the same as on disk.
 */
export function s3FileStore(settings: S3Settings): FileStore {
  const objects = s3Objects(settings, "uploads");
  return {
    async save(folder, bytes, extension) {
      const key = drawKey(folder, extension);
      // Served only through our own checks, as a download: the stored type says nothing to a browser.
      await objects.put(key, bytes, "application/octet-stream");
      return key;
    },
    read: async (key) => objects.get(checkedKey(key)),
    remove: async (key) => objects.delete(checkedKey(key)),
    list: async (folder) => objects.list(checkedKey(folder)),
  };
}

/** The store the configuration names (the bucket when S3_* is set, else the local folder). */
export const fileStoreFor = (config: { uploadsDir: string; objectStorage?: S3Settings }): FileStore =>
  config.objectStorage ? s3FileStore(config.objectStorage) : createFileStore(config.uploadsDir);
