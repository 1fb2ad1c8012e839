import { mkdir, rm, readFile } from "node:fs/promises";
import { dirname } from "node:path";
import { writeFileDurably } from "./durable-file";
import { keyPathUnder } from "./storage";

/**
 * Public images (uploaded or drawn), by key such as `files/agency/12-3f9a0c1e-480.webp`.
 * Served by /media/; kept behind this interface so a shared object store can replace the
 * local directory when the site runs on several machines.
 */
export type MediaStore = {
  write(key: string, bytes: Uint8Array): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  /** Missing files are not an error: a removal may run twice. */
  remove(keys: string[]): Promise<void>;
};

/** The local default: $DATA_DIR/media, outside the web root. */
export function localMediaStore(root: string): MediaStore {
  const pathOf = keyPathUnder(root);
  return {
    async write(key, bytes) {
      const full = pathOf(key);
      await mkdir(dirname(full), { recursive: true });
      // Readers see the whole file or none, even if the process stops half-way.
      await writeFileDurably(full, bytes, { mode: 0o644 });
    },
    async read(key) {
      return readFile(pathOf(key)).catch(() => null);
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
  };
}

/** The store the configuration names; one place to add a shared object store. */
export const mediaStoreFor = (config: { mediaDir: string }): MediaStore => localMediaStore(config.mediaDir);
