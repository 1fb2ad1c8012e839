import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { z } from "zod";

// zod probes `new Function` to speed up parsing; the CSP forbids eval, so the probe would be
// reported as a violation on every page that validates a form. The plain path is fast enough.
z.config({ jitless: true });

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
