import { CardMoreLink, CardSkeleton } from "~/components/ui/card-parts";
import { GraduationCap } from "lucide-react";
import type { TrainingCard as Card } from "~common/trainings";
import { formatEuros } from "~common/format/number";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { trainingPath } from "./catalogue-search";
import { CardIcon } from "./card-icons";

const CARD_SIZES = "(min-width: 1280px) 300px, (min-width: 640px) 45vw, 92vw";

/** Spec 1 §2: «À partir de {price} €»; nothing when staff set no price. */
export const priceText = (price: number | null) => (price === null ? null : `À partir de ${formatEuros(price)}`);

/**
 * A catalogue card: cover, label, header, duration, price, place and «En savoir plus». Its icons
 * are drawn by the page's `CardIconSprite`. `priority`: the first card, whose picture is the
 * catalogue's largest paint on a phone.
 */
export function TrainingCard({ training, priority = false }: { training: Card; priority?: boolean }) {
  const price = priceText(training.price);
  const duration = training.time || training.duration;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      {training.coverImageUrl ? (
        <ResponsiveImage
          src={training.coverImageUrl}
          kind="photo"
          alt={`Illustration de la formation ${training.label}`}
          sizes={CARD_SIZES}
          priority={priority}
          className="aspect-[3/2] w-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="flex aspect-[3/2] w-full items-center justify-center bg-brand-50">
          <GraduationCap className="size-12 text-brand-600" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        {training.thematic && <p className="text-xs font-semibold tracking-wide text-accent-hover uppercase">{training.thematic}</p>}
        <h3 className="mt-1 text-lg font-bold text-brand-900">{training.label}</h3>
        {training.header && <p className="mt-2 text-sm text-slate-700">{training.header}</p>}
        <ul className="mt-4 space-y-1.5 text-sm text-slate-700">
          {duration && (
            <li className="flex items-start gap-2">
              <CardIcon name="duree" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span>
                <span className="sr-only">Durée : </span>
                {duration}
              </span>
            </li>
          )}
          {training.place && (
            <li className="flex items-start gap-2">
              <CardIcon name="lieu" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span>
                <span className="sr-only">Lieu : </span>
                {training.place}
              </span>
            </li>
          )}
        </ul>
        {price && <p className="mt-4 text-lg font-bold text-brand-900">{price}</p>}
        <CardMoreLink
          to={trainingPath(training.slug)}
          label="En savoir plus"
          accessibleName={`En savoir plus sur la formation ${training.label}`}
          icon={<CardIcon name="suite" className="size-4" />}
        />
      </div>
    </article>
  );
}

/** The shape of a card while the next results load. */
export function TrainingCardSkeleton() {
  return (
    <CardSkeleton
      picture="aspect-[3/2]"
      bars={["h-3 w-1/3 rounded", "h-5 w-3/4 rounded", "h-4 w-full rounded", "h-4 w-1/2 rounded", "mt-4 h-4 w-1/4 rounded"]}
    />
  );
}
