import { open, readdir, rename, rm } from "node:fs/promises";
import { constants } from "node:fs";
import { dirname, join } from "node:path";

/** The suffix of a file being written: renamed away once it is whole and on disk. */
export const PART_SUFFIX = ".part";

async function fsyncPath(path: string, flags: number) {
  const handle = await open(path, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes a file so that once this resolves it survives a crash or a power cut: the bytes go
 * to `name.part`, are fsync'ed, the file is renamed into place (atomic: readers see the
 * whole file or none), then the folder is fsync'ed so the new name itself is on disk.
 * `exclusive` refuses to replace an existing file.
 */
export async function writeFileDurably(path: string, bytes: Uint8Array, { mode = 0o600, exclusive = false } = {}) {
  const part = `${path}${PART_SUFFIX}`;
  const handle = await open(part, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC, mode);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  if (exclusive) {
    const taken = await open(path, constants.O_RDONLY).then(
      (h) => h.close().then(() => true),
      () => false,
    );
    if (taken) {
      await rm(part, { force: true });
      throw Object.assign(new Error("file exists"), { code: "EEXIST" });
    }
  }
  await rename(part, path);
  await fsyncPath(dirname(path), constants.O_RDONLY);
}

/** Removes the `.part` files a crash left under `folder` (at start, before anything writes). */
export async function removeLeftoverParts(folder: string): Promise<number> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  const parts = entries.filter((entry) => entry.isFile() && entry.name.endsWith(PART_SUFFIX));
  await Promise.all(parts.map((entry) => rm(join(entry.parentPath ?? (entry as { path: string }).path, entry.name), { force: true })));
  return parts.length;
}
