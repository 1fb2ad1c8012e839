import { data } from "react-router";
import type { Route } from "./+types/training";
import { pageRecords } from "~/lib/page-records";
import { pageMeta, previewImage } from "~/lib/seo";
import { useRootData } from "~/lib/root-data";
import { findTraining, trainingReviews } from "~/services.server";
import { BreadcrumbJsonLd, JsonLd } from "~/components/ui/json-ld";
import { ContactSection } from "~/components/contact/contact-section";
import { ReviewsList } from "~/components/agencies/reviews-list";
import { QualiopiNotice } from "~/components/trainings/qualiopi-notice";
import { TrainingHeader } from "~/components/trainings/training-header";
import { TrainingSections } from "~/components/trainings/training-sections";
import { TrainingSessions } from "~/components/trainings/training-sessions";
import { CATALOGUE_PATH, trainingPath } from "~/components/trainings/catalogue-search";
import { courseJsonLd, trainingSummary } from "~/components/trainings/course-json-ld";

export async function loader({ params, context }: Route.LoaderArgs) {
  const training = await findTraining(context.db, params.slug);
  if (!training) throw data(null, { status: 404 });
  const reviews = await trainingReviews(context.reviews, training.placeId);
  return { training, reviews };
}

// The dial's «Cette page» opens these records' managers.
export const handle = pageRecords<Route.ComponentProps["loaderData"]>((data) => [
  { appLabel: "training", model: "training", id: data.training.id, label: data.training.label },
]);

export const meta: Route.MetaFunction = ({ loaderData, ...args }) => {
  if (!loaderData)
    return pageMeta(args, { title: "Formation introuvable", description: "La formation demandée n'existe pas ou n'existe plus.", noindex: true });
  const { training } = loaderData;
  return pageMeta(args, {
    title: training.seoTitle || `Formation ${training.label}`,
    description: trainingSummary(training).slice(0, 300),
    image: previewImage(training.coverImageUrl, "photo"),
  });
};

export default function TrainingPage({ loaderData }: Route.ComponentProps) {
  const { training, reviews } = loaderData;
  const { brand, publicUrl } = useRootData();
  const path = trainingPath(training.slug);
  return (
    <>
      <BreadcrumbJsonLd
        steps={[
          { name: "Nos formations", path: CATALOGUE_PATH },
          { name: training.label, path },
        ]}
      />
      <JsonLd data={courseJsonLd(training, { url: `${publicUrl}${path}`, brandName: brand.name, publicUrl })} />
      <TrainingHeader training={training} reviews={reviews} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="min-w-0">
          <TrainingSections training={training} />
        </div>
        <div className="min-w-0 space-y-4 lg:sticky lg:top-24">
          <TrainingSessions training={training} />
          <QualiopiNotice />
        </div>
      </div>
      <ReviewsList reviews={reviews} title="Les avis des participants" />
      <ContactSection isFromService title="Une question sur cette formation ? Parlons-en" />
    </>
  );
}
