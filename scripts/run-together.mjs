// Runs npm scripts side by side (`node scripts/run-together.mjs typecheck lint test:unit build
// test:built@build test:journeys@build`): `name@first` starts once `first` has succeeded (and
// never if it failed). On 2 cores one after the other would leave a core idle most of the time:
// typecheck, lint and the build are mostly single-threaded, the unit tests' and the API tests'
// last files run alone, and the journeys' first start seeds their database on one core. Each
// one's output is printed whole when it ends, so the logs do not interleave; the exit code is
// the first failure's.
import { spawn } from "node:child_process";

const jobs = process.argv.slice(2).map((argument) => {
  const [name, after] = argument.split("@");
  return { name, after };
});
const outcomes = new Map();

function run(name) {
  return new Promise((resolve) => {
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
  });
}

for (const { name, after } of jobs) {
  if (after && !jobs.some((job) => job.name === after)) throw new Error(`${name}@${after}: ${after} is not in the list`);
}
for (const { name, after } of jobs) {
  outcomes.set(
    name,
    (async () => {
      if (after && (await outcomes.get(after)) !== 0) {
        process.stdout.write(`\n— npm run ${name}: pas lancé, ${after} a échoué\n`);
        return 1;
      }
      return run(name);
    })(),
  );
}
const codes = await Promise.all(outcomes.values());
process.exit(codes.find((code) => code !== 0) ?? 0);
