// `npx tsx scripts/copy-files-to-bucket.ts`, with the S3_* settings of the site and its DATA_DIR:
// copies the CVs, survey files and images kept on disk into the bucket (decision 0038), under
// the same keys. Run it before starting the site with S3_* on a DATA_DIR that already has files;
// running it twice is harmless. The local files are left in place.
import { loadConfig } from "../server/config";
import { copyFoldersToBucket } from "../server/lib/copy-to-bucket";

const config = loadConfig();
if (!config.objectStorage) {
  console.error("S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY sont nécessaires");
  process.exit(1);
}
const report = await copyFoldersToBucket(config.objectStorage, config);
for (const [name, { copied, skipped }] of Object.entries(report)) {
  console.log(`${name}: ${copied} fichier(s) copié(s)${skipped.length ? `, ignorés : ${skipped.join(", ")}` : ""}`);
}
