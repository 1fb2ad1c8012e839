import { prerenderToNodeStream } from "react-dom/static";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, it } from "vitest";
import { ErrorBoundary } from "../../root";
import { including, parseHtml, type PageDom } from "../../../tests/support/render-page";

/** Rendered like the server does, waiting for the lazily loaded error page. */
async function renderRootError(error: unknown): Promise<PageDom> {
  const router = createMemoryRouter([{ id: "root", path: "/", ErrorBoundary, Component: () => null }], {
    initialEntries: ["/"],
    hydrationData: { errors: { root: error } },
  });
  const { prelude } = await prerenderToNodeStream(<RouterProvider router={router} />);
  let html = "";
  for await (const chunk of prelude) html += chunk;
  return parseHtml(html);
}

it("shows a French message and a way home for an unexpected error, never the stack", async () => {
  const error = new Error("connect ECONNREFUSED 127.0.0.1:5432");
  const view = await renderRootError(error);
  view.getByRole("heading", { level: 1, name: including("Une erreur inattendue est survenue") });
  expect(view.getByRole("link", { name: "Retour à l'accueil" }).getAttribute("href")).toBe("/");
  // Nowhere in what is sent, markup and comments included.
  expect(view.html).not.toContain("ECONNREFUSED");
  expect(view.html).not.toContain(error.stack!.split("\n")[1].trim());
});

it("keeps the 404 text for a not-found answer", async () => {
  // The shape isRouteErrorResponse() recognises, as React Router builds it for a 404.
  const view = await renderRootError({ status: 404, statusText: "Not Found", internal: false, data: null });
  view.getByRole("heading", { level: 1, name: including("C'est juste une Erreur 404") });
});
