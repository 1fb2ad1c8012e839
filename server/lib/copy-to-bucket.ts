import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { s3MediaStore } from "./media-store";
import { isStoreKey, s3Objects, type S3Settings } from "./s3-objects";

export type CopyReport = { copied: number; skipped: string[] };

/** Every file under root, as a store key (`resumes/….pdf`); `.part` leftovers were never acknowledged. */
async function keysUnder(root: string): Promise<{ keys: string[]; skipped: string[] }> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true }).catch(() => []);
  const keys: string[] = [];
  const skipped: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const key = relative(root, join(entry.parentPath, entry.name)).split(sep).join("/");
    if (key.endsWith(".part") || !isStoreKey(key)) skipped.push(key);
    else keys.push(key);
  }
  return { keys: keys.sort(), skipped };
}

/**
 * Moving to S3_*: copies $DATA_DIR/uploads and $DATA_DIR/media into the bucket under the same
 * keys, so the rows that name them keep working. Running it again copies the same bytes again.
 */
export async function copyFoldersToBucket(
  settings: S3Settings,
  folders: { uploadsDir: string; mediaDir: string },
): Promise<{ uploads: CopyReport; media: CopyReport }> {
  const uploads = s3Objects(settings, "uploads");
  const media = s3MediaStore(settings);
  const copy = async (root: string, put: (key: string, bytes: Buffer) => Promise<void>): Promise<CopyReport> => {
    const { keys, skipped } = await keysUnder(root);
    for (const key of keys) await put(key, await readFile(join(root, key)));
    return { copied: keys.length, skipped };
  };
  return {
    uploads: await copy(folders.uploadsDir, (key, bytes) => uploads.put(key, bytes, "application/octet-stream")),
    media: await copy(folders.mediaDir, (key, bytes) => media.write(key, bytes)),
  };
}
