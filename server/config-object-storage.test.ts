import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

// Kept apart from config.test.ts: the S3_* settings of the shared file store (decision 0038).
describe("S3_* settings", () => {
  const base = { NODE_ENV: "test" };
  const bucket = { S3_BUCKET: "cabinet-cv", S3_REGION: "fr-par", S3_ACCESS_KEY_ID: "SCWKEY", S3_SECRET_ACCESS_KEY: "secret" };

  it("without any of them: the local folders, as before", () => {
    const config = loadConfig({ ...base, DATA_DIR: "/srv/site" });
    expect(config.objectStorage).toBeUndefined();
    expect(config.uploadsDir).toBe("/srv/site/uploads");
    // Left empty, as in a copied .env.example: unset.
    expect(loadConfig({ ...base, S3_BUCKET: "", S3_REGION: "", S3_ACCESS_KEY_ID: "", S3_SECRET_ACCESS_KEY: "", S3_PREFIX: "" }).objectStorage).toBeUndefined();
  });

  it("all four: the bucket, with the endpoint, path style, prefix and encryption given", () => {
    expect(loadConfig({ ...base, ...bucket }).objectStorage).toEqual({
      bucket: "cabinet-cv",
      region: "fr-par",
      endpoint: undefined,
      accessKeyId: "SCWKEY",
      secretAccessKey: "secret",
      forcePathStyle: false,
      prefix: "",
      serverSideEncryption: undefined,
    });
    const scaleway = loadConfig({
      ...base,
      ...bucket,
      S3_ENDPOINT: "https://s3.fr-par.scw.cloud/",
      S3_FORCE_PATH_STYLE: "true",
      S3_PREFIX: "production",
      S3_SERVER_SIDE_ENCRYPTION: "AES256",
    }).objectStorage;
    expect(scaleway).toMatchObject({ endpoint: "https://s3.fr-par.scw.cloud", forcePathStyle: true, prefix: "production/", serverSideEncryption: "AES256" });
  });

  it("refuses a partial set, naming what is missing, and wrong values, in French", () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: "cabinet-cv" })).toThrow(
      /S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY vont ensemble \(manque : S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY\)/,
    );
    expect(() => loadConfig({ ...base, S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(/S3_ENDPOINT : sans effet sans S3_BUCKET/);
    expect(() => loadConfig({ ...base, ...bucket, S3_BUCKET: "Mon Bucket" })).toThrow(/S3_BUCKET: doit être un nom de bucket/);
    expect(() => loadConfig({ ...base, ...bucket, S3_ENDPOINT: "ftp://stockage" })).toThrow(/S3_ENDPOINT: doit commencer par http/);
    expect(() => loadConfig({ ...base, ...bucket, S3_FORCE_PATH_STYLE: "oui" })).toThrow(/S3_FORCE_PATH_STYLE: doit valoir true ou false/);
    expect(() => loadConfig({ ...base, ...bucket, S3_PREFIX: "../autre" })).toThrow(/S3_PREFIX: doit être un chemin simple/);
    expect(() => loadConfig({ ...base, ...bucket, S3_SERVER_SIDE_ENCRYPTION: "oui" })).toThrow(/S3_SERVER_SIDE_ENCRYPTION: doit valoir AES256 ou aws:kms/);
  });
});
