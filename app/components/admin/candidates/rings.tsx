import { FRESHNESS_DAYS } from "~common/candidates";
import { frenchNumber } from "~common/format/number";

/** A ring filled to `percent`, with its figure in the middle; the title is the tooltip. */
function Ring({ percent, color, label, title }: { percent: number; color: string; label: string; title: string }) {
  const circumference = 2 * Math.PI * 15;
  return (
    <span title={title} className="inline-flex" role="img" aria-label={title}>
      <svg viewBox="0 0 36 36" className="size-10" aria-hidden="true">
        <circle cx="18" cy="18" r="15" fill="none" stroke="#e2e8f0" strokeWidth="4" />
        <circle
          cx="18"
          cy="18"
          r="15"
          fill="none"
          stroke={color}
          strokeWidth="4"
          strokeDasharray={`${(percent / 100) * circumference} ${circumference}`}
          transform="rotate(-90 18 18)"
        />
        <text x="18" y="22" textAnchor="middle" fontSize="10" fill="#0f172a">
          {label}
        </text>
      </svg>
    </span>
  );
}

/**
 * «Pertinence» (spec 3 §2.3): score over the best score of the search. The tooltip writes both
 * figures the French way, as fr-FR's NumberFormat does: «Pertinence 87,50 % (score 0,4044)»,
 * decimal comma, a narrow no-break space before «%».
 */
export function RelevanceRing({ score, maxScore }: { score: number; maxScore: number }) {
  if (maxScore <= 0) return null;
  const percent = (score / maxScore) * 100;
  return (
    <Ring
      percent={percent}
      color="#1d4ed8"
      label={String(Math.round(percent))}
      title={`Pertinence ${frenchNumber(percent, { minDecimals: 2 })}\u202f% (score ${frenchNumber(score, { minDecimals: 4 })})`}
    />
  );
}

/** «Fraicheur»: the share of 365 days since the candidate last confirmed, green to red; nothing beyond. */
export function FreshnessRing({ validatedAt, now }: { validatedAt: string | null; now: number }) {
  if (!validatedAt) return null;
  const days = Math.max(0, Math.floor((now - Date.parse(validatedAt)) / 86_400_000));
  if (days > FRESHNESS_DAYS) return null;
  const share = days / FRESHNESS_DAYS;
  return (
    <Ring
      percent={Math.max(share * 100, 4)}
      color={`hsl(${Math.round(120 * (1 - share))} 70% 38%)`}
      label={String(days)}
      title={`Mis à jour il y a ${days} jour${days > 1 ? "s" : ""}`}
    />
  );
}
