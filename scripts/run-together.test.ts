import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";

// npm test's pool (scripts/run-together.mjs), on a package of three scripts: one that writes a
// mark and succeeds, one that fails, one that reads the mark.
const folder = mkdtempSync(join(tmpdir(), "run-together-"));
writeFileSync(
  join(folder, "package.json"),
  JSON.stringify({
    name: "pool",
    private: true,
    scripts: {
      build: "node -e \"require('fs').writeFileSync('built', 'yes')\"",
      broken: 'node -e "process.exit(3)"',
      after: "node -e \"console.log('lu : ' + require('fs').readFileSync('built', 'utf8'))\"",
    },
  }),
);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const pool = (...jobs: string[]) =>
  spawnSync(process.execPath, [join(import.meta.dirname, "run-together.mjs"), ...jobs], {
    cwd: folder,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });

it("starts a job after the one it names has succeeded, and gives each job's output whole", () => {
  const run = pool("build", "after@build");
  expect(run.status).toBe(0);
  expect(run.stdout).toContain("— npm run build: ok");
  expect(run.stdout).toContain("lu : yes");
});

it("never starts a job after a failed one, and exits with the failure", () => {
  const run = pool("broken", "after@broken");
  expect(run.status).not.toBe(0);
  expect(run.stdout).toContain("— npm run broken: échec (3)");
  expect(run.stdout).toContain("— npm run after: pas lancé, broken a échoué");
  expect(run.stdout).not.toContain("lu :");
});
