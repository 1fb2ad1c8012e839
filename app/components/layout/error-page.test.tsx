import { prerenderToNodeStream } from "react-dom/static";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, it } from "vitest";
import { ErrorBoundary } from "../../root";

/** Rendered like the server does, waiting for the lazily loaded error page. */
async function renderRootError(error: unknown): Promise<string> {
  const router = createMemoryRouter([{ id: "root", path: "/", ErrorBoundary, Component: () => null }], {
    initialEntries: ["/"],
    hydrationData: { errors: { root: error } },
  });
  const { prelude } = await prerenderToNodeStream(<RouterProvider router={router} />);
  let html = "";
  for await (const chunk of prelude) html += chunk;
  return html;
}

it("shows a French message and a way home for an unexpected error, never the stack", async () => {
  const error = new Error("connect ECONNREFUSED 127.0.0.1:5432");
  const html = await renderRootError(error);
  expect(html).toContain("Une erreur inattendue est survenue");
  expect(html).toContain("Retour à l&#x27;accueil");
  expect(html).not.toContain("ECONNREFUSED");
  expect(html).not.toContain(error.stack!.split("\n")[1].trim());
});

it("keeps the 404 text for a not-found answer", async () => {
  // The shape isRouteErrorResponse() recognises, as React Router builds it for a 404.
  const html = await renderRootError({ status: 404, statusText: "Not Found", internal: false, data: null });
  expect(html).toContain("C&#x27;est juste une Erreur 404");
});
