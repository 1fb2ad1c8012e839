import { useMemo, type RefObject } from "react";
import type { CandidateDetails } from "~common/candidates";
import { CANDIDATE_HISTORY_MODEL } from "~common/history";
import { RecordHistory } from "../history/record-history";
import { useNotify } from "../notifications";
import { BreezyTab } from "./breezy-tab";
import { Facts, TabSection } from "./candidate-tab-parts";
import { LeafletMap } from "./leaflet-map";
import { ProfileTab } from "./profile-tab";
import { ResumeTab } from "./resume-tab";

type TabProps = {
  tab: number;
  candidate: CandidateDetails;
  onChange: (candidate: CandidateDetails) => void;
  onEdit: () => void;
  editButton: RefObject<HTMLButtonElement | null>;
};

/** The drawer's tab panel, by the index of its tab (candidate-drawer.tsx's TABS). */
export function TabContent({ tab, candidate, onChange, onEdit, editButton }: TabProps) {
  switch (tab) {
    case 0:
      return <ResumeTab candidate={candidate} />;
    case 1:
      return <ProfileTab candidate={candidate} onChange={onChange} onEdit={onEdit} editButton={editButton} />;
    case 2:
      return <OfferTab candidate={candidate} />;
    case 3:
      return <MapTab candidate={candidate} />;
    case 4:
      return (
        <Facts
          rows={[
            ["Code postal", candidate.zipcode],
            ["Adresse", candidate.address],
            ["Téléphone", candidate.phoneNumber],
            ["E-mail", candidate.email],
          ]}
        />
      );
    case 5:
      return <BreezyTab candidate={candidate} />;
    case 6:
      return <p>{candidate.legacyData ? JSON.stringify(candidate.legacyData) : "Aucune donnée legacy"}</p>;
    case 8:
      return <RecordHistory path={`${CANDIDATE_HISTORY_MODEL}/${candidate.id}`} />;
    default:
      return <GeoDataTab candidate={candidate} />;
  }
}

/** Where the candidate was placed, and what the geocoder answered for the address. */
function GeoDataTab({ candidate }: { candidate: CandidateDetails }) {
  return (
    <div className="space-y-4">
      <Facts
        rows={[
          ["Code postal", candidate.zipcode],
          ["Adresse", candidate.address],
          ["Commune", candidate.landRegistry ? `${candidate.landRegistry.label} (INSEE ${candidate.landRegistry.code})` : null],
          ["Position", candidate.location ? `${candidate.location.latitude}, ${candidate.location.longitude}` : null],
        ]}
      />
      <TabSection title="Données du géocodeur">
        {candidate.nominatimData ? (
          <pre className="overflow-x-auto rounded bg-slate-50 p-2 text-xs">{JSON.stringify(candidate.nominatimData, null, 2)}</pre>
        ) : (
          <p className="text-sm text-slate-600">Adresse non géocodée : le candidat est placé au centre de sa commune.</p>
        )}
      </TabSection>
    </div>
  );
}

function OfferTab({ candidate }: { candidate: CandidateDetails }) {
  const notify = useNotify();
  const offer = candidate.position;
  if (!offer) return <p>Dépôt de CV sans offre (vivier).</p>;
  async function copyUrl() {
    try {
      await navigator.clipboard.writeText(new URL(offer!.href, window.location.origin).toString());
      notify("URL actuelle copiée avec succès !");
    } catch {
      notify("Échec de la copie de l'URL actuelle.", "error");
    }
  }
  return (
    <div className="space-y-4">
      <h3 className="text-lg font-bold">{offer.name}</h3>
      <Facts
        rows={[
          ["Ville", offer.city],
          ["Salaire", offer.salary],
          ["Contrat", offer.contract],
          ["Recruteur", offer.recruiterName],
        ]}
      />
      <button type="button" onClick={() => void copyUrl()} className="rounded-full border border-slate-300 px-4 py-2 text-sm font-bold">
        Copier l'adresse de l'offre
      </button>
      {/* Sanitized on save with the site's one allow-list (server/lib/html.ts). */}
      <div className="prose prose-sm max-w-none" dangerouslySetInnerHTML={{ __html: offer.description }} />
    </div>
  );
}

/** Centred on the candidate, else on the offer, zoom 10 (spec 3 §2.3); «Pas d'adresse» without either. */
function MapTab({ candidate }: { candidate: CandidateDetails }) {
  const { location, position } = candidate;
  const point = location ?? (position?.latitude != null && position.longitude != null ? { latitude: position.latitude, longitude: position.longitude } : null);
  const [latitude, longitude] = point ? [point.latitude, point.longitude] : [null, null];
  const title = candidate.name ?? candidate.email;
  const view = useMemo(
    () => (latitude == null || longitude == null ? null : { centre: { latitude, longitude, zoom: 10 }, markers: [{ latitude, longitude, title, people: [] }] }),
    [latitude, longitude, title],
  );
  if (!view) return <p>Pas d'adresse</p>;
  return <LeafletMap label="Carte" markers={view.markers} centre={view.centre} className="h-96" />;
}
