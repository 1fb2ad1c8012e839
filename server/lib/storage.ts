import { randomUUID } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import { writeFileDurably } from "./durable-file";
import { dirname, resolve, sep } from "node:path";

/**
 * Files people send us (CVs), on local disk under $DATA_DIR/uploads: never under a served
 * folder, named by us (a visitor's file name never becomes a path), readable by the
 * server's user only.
 */
export type FileStore = {
  /** Stores bytes under `${folder}/{random}.${extension}`; returns that key. */
  save(folder: string, bytes: Uint8Array, extension: string): Promise<string>;
  /** Removes a stored file; a missing one is not an error (purges may run twice). */
  remove(key: string): Promise<void>;
  /** Absolute path of a key, refusing anything that would leave the root. */
  path(key: string): string;
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

export function createFileStore(root: string): FileStore {
  const path = keyPathUnder(root);
  return {
    async save(folder, bytes, extension) {
      const key = `${folder}/${randomUUID()}.${extension}`;
      const full = path(key);
      await mkdir(dirname(full), { recursive: true, mode: 0o700 });
      // On disk before the visitor is told it was received.
      await writeFileDurably(full, bytes, { mode: 0o600, exclusive: true });
      return key;
    },
    async remove(key) {
      await rm(path(key), { force: true });
    },
    path,
  };
}
