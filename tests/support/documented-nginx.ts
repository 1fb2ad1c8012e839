import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const NGINX = "/usr/sbin/nginx";

/**
 * docs/deploy.md's nginx configuration, as written there, in front of one local instance: its
 * three blocks (the proxy, the cache's `http { }` part and the cache's lines of `location /`)
 * put together with only what a test machine must change: the upstream is the given instance,
 * nginx listens on 127.0.0.1 without TLS, and its files live in a temporary folder.
 */
export function documentedNginxConfig(upstreamPort: number, listenPort: number, folder: string): string {
  const blocks = [...readFileSync("docs/deploy.md", "utf8").matchAll(/```nginx\n([\s\S]*?)```/g)].map((match) => match[1]!);
  const [proxy, cacheHttp, cacheLocation] = [
    blocks.find((b) => b.includes("upstream site")),
    blocks.find((b) => b.includes("proxy_cache_path")),
    blocks.find((b) => b.includes("proxy_cache site_pages")),
  ];
  if (!proxy || !cacheHttp || !cacheLocation) throw new Error("docs/deploy.md n'a plus ses trois blocs de configuration nginx.");
  const local = proxy
    .replace(/(\s*server \d+\.\d+\.\d+\.\d+:\d+[^;]*;)+/, `\n    server 127.0.0.1:${upstreamPort};`)
    .replace(/listen 443[^;]*;/, `listen 127.0.0.1:${listenPort};`)
    .replace(/\s*ssl_certificate(_key)?\s[^;]*;/g, "")
    // The port-80 server only sends visitors to HTTPS.
    .replace(/\nserver \{\n\s*listen 80;[\s\S]*$/, "\n")
    .replace(/(location \/ \{[\s\S]*?)(\n {4}\}\n\})/, `$1\n${cacheLocation}$2`);
  return [
    `pid ${folder}/nginx.pid;`,
    `error_log ${folder}/error.log;`,
    "worker_processes 1;",
    "events {}",
    "http {",
    "    access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `    ${kind}_temp_path ${folder}/${kind};`),
    cacheHttp.replace("/var/cache/nginx/site", `${folder}/cache`),
    local,
    "}",
  ].join("\n");
}

/** A free port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export type RunningNginx = { baseURL: string; stop: () => Promise<void> };

/** nginx with the documented configuration, in front of the instance at `upstream`. */
export async function startDocumentedNginx(upstream: string): Promise<RunningNginx> {
  const folder = mkdtempSync(join(tmpdir(), "nginx-"));
  // Started by root (CI), nginx's workers run as nobody: they must reach the cache folder.
  chmodSync(folder, 0o755);
  const port = await freePort();
  const config = join(folder, "nginx.conf");
  writeFileSync(config, documentedNginxConfig(Number(new URL(upstream).port), port, folder));
  const checked = spawnSync(NGINX, ["-t", "-p", folder, "-c", config], { encoding: "utf8" });
  if (checked.error) throw new Error(`nginx manque (apt-get install nginx, comme .ci/run) : ${checked.error.message}`);
  if (checked.status !== 0) throw new Error(`nginx refuse la configuration de docs/deploy.md :\n${checked.stderr}`);
  const nginx: ChildProcess = spawn(NGINX, ["-p", folder, "-c", config, "-g", "daemon off;"], { stdio: "ignore" });
  const baseURL = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (
      await fetch(`${baseURL}/api/get_version`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (tries > 100) throw new Error(readFileSync(join(folder, "error.log"), "utf8").slice(-2000));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseURL,
    stop: async () => {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGQUIT");
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
