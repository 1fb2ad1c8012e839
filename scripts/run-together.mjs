// Runs npm scripts side by side (`node scripts/run-together.mjs typecheck lint test:unit build`):
// typecheck, lint and the build are mostly single-threaded and the unit tests keep about 1.2
// cores busy, so one after the other would leave a core idle most of the time. The same holds
// after the build: the API tests' last files and the journeys' first start (one core seeding
// the template) each leave a core free, so `npm test` runs them side by side too. Each one's
// output is printed whole when it ends, so the logs do not interleave; the exit code is the
// first failure's.
import { spawn } from "node:child_process";

const names = process.argv.slice(2);
const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const child = spawn("npm", ["run", "--silent", name], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "1" } });
      const output = [];
      child.stdout.on("data", (chunk) => output.push(chunk));
      child.stderr.on("data", (chunk) => output.push(chunk));
      const started = Date.now();
      child.on("close", (code) => {
        process.stdout.write(`\n— npm run ${name}: ${code === 0 ? "ok" : `échec (${code})`} en ${Math.round((Date.now() - started) / 1000)} s\n`);
        process.stdout.write(Buffer.concat(output));
        resolve(code ?? 1);
      });
    }),
);
const codes = await Promise.all(runs);
process.exit(codes.find((code) => code !== 0) ?? 0);
