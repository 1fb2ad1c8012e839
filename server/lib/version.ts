import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

import type { AppVersion } from "../../common/manager-meta";

/** Read once at start-up: the package version and the git commit being served. */
export function readVersion(projectRoot = process.cwd()): AppVersion {
  const tag = JSON.parse(readFileSync(`${projectRoot}/package.json`, "utf8")).version as string;
  let ref = process.env.GIT_COMMIT ?? "";
  if (!ref) {
    try {
      ref = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: projectRoot, stdio: ["ignore", "pipe", "ignore"] })
        .toString()
        .trim();
    } catch {
      ref = "inconnu";
    }
  }
  return { tag, ref };
}
