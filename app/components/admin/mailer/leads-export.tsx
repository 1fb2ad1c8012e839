import { Download } from "lucide-react";

/**
 * «Exporter en CSV» above a leads list: the same filters as the list on screen, as a plain
 * link (the session cookie goes with it and the browser keeps the file).
 */
export function leadsExport(call: "contact_leads_csv" | "training_registrations_csv") {
  return function LeadsExport({ filters }: { filters?: Record<string, unknown> }) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(filters ?? {})) if (value != null && value !== "") params.set(key, String(value));
    const query = params.toString();
    return (
      <div className="mb-3">
        <a
          href={`/api/mailer/${call}${query ? `?${query}` : ""}`}
          download
          className="inline-flex items-center gap-2 rounded-full border border-brand-700 px-4 py-2 text-sm font-bold text-brand-700"
        >
          <Download aria-hidden="true" className="size-4" /> Exporter en CSV
        </a>
      </div>
    );
  };
}
