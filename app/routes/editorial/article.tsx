import { data } from "react-router";
import type { Route } from "./+types/article";
import { pageRecords } from "~/lib/page-records";
import { findArticle } from "~/services.server";
import { hasRole } from "~common/roles";
import { ArticleView } from "~/components/editorial/article-view";
import { articleMeta } from "~/components/editorial/article-seo";
import { ContactSection } from "~/components/contact/contact-section";

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await findArticle(context.db, params.slug, { mayPreview: hasRole(context.user, "staff") });
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export const handle = pageRecords<Route.ComponentProps["loaderData"]>((loaderData) => [
  {
    appLabel: "content",
    model: loaderData.page.type === "BLOG" ? "blog" : "page",
    id: loaderData.page.id,
    label: loaderData.page.title,
  },
]);

export const meta: Route.MetaFunction = ({ loaderData, ...args }) => articleMeta(args, loaderData?.page);

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <ArticleView page={page} section={{ name: "Blog", path: "/notre-actu" }} />
      {page.type !== "ELEMENTS" && <ContactSection isFromService title="Un recrutement à lancer ? Parlons-en" />}
    </>
  );
}
