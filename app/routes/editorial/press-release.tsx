import { data } from "react-router";
import type { Route } from "./+types/press-release";
import { pageRecords } from "~/lib/page-records";
import { findPressRelease } from "~/services.server";
import { hasRole } from "~common/roles";
import { ArticleView } from "~/components/editorial/article-view";
import { articleMeta } from "~/components/editorial/article-seo";
import { ContactSection } from "~/components/contact/contact-section";

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await findPressRelease(context.db, params.slug, { mayPreview: hasRole(context.user, "staff") });
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export const handle = pageRecords<Route.ComponentProps["loaderData"]>((loaderData) => [
  { appLabel: "content", model: "pressrelease", id: loaderData.page.id, label: loaderData.page.title },
]);

export const meta: Route.MetaFunction = ({ loaderData, ...args }) => articleMeta(args, loaderData?.page);

export default function PressReleasePage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <ArticleView page={page} section={{ name: "Presse", path: "/presse" }} />
      {page.type !== "ELEMENTS" && <ContactSection isFromService title="Journaliste ? Contactez-nous" />}
    </>
  );
}
