import type { Config } from "@react-router/dev/config";
import { precompressDirectory } from "./scripts/precompress";

export default {
  appDirectory: "app",
  ssr: true,
  // Brotli and gzip copies of every built asset, served as they are (decision 0014).
  buildEnd: async () => {
    await precompressDirectory("build/client");
  },
  // Declared off on purpose (decision 0001): the custom Hono server entry and the load
  // context follow React Router 7's defaults until the move to v8.
  future: {
    v8_middleware: false,
    v8_passThroughRequests: false,
    v8_splitRouteModules: false,
    v8_trailingSlashAwareDataRequests: false,
    v8_viteEnvironmentApi: false,
  },
} satisfies Config;
