import { useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Settings, X } from "lucide-react";
import { hasRole } from "~common/roles";
import type { ManagerUrls, PageRecord } from "~common/manager-meta";
import { api, type ApiAnswer } from "~/lib/api";
import { ManagerModal, type ModalManager } from "./manager/manager-modal";
import { useRootData } from "~/lib/root-data";
import { usePageRecords } from "~/lib/page-records";

type OpenedManager = { manager: ModalManager; recordId?: number };
type Apps = ApiAnswer<"get", "/account/get_admin_app_list">["apps"];
/** A record of the page, with the manager that opens it. */
type DialRecord = PageRecord & { urls: ManagerUrls; managerName: string };

export const ADMIN_DIAL_COOKIE = "adminDial";

const readOpen = () => document.cookie.split("; ").includes(`${ADMIN_DIAL_COOKIE}=open`);
const storeOpen = (open: boolean) => {
  document.cookie = `${ADMIN_DIAL_COOKIE}=${open ? "open" : "closed"}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax`;
};

/**
 * The staff's floating toolbox (spec 3 §2.2). Loaded as its own chunk and only for staff,
 * so visitors download none of it.
 */
export default function AdminDial() {
  const { user, brand } = useRootData();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [apps, setApps] = useState<Apps>([]);
  const [version, setVersion] = useState<ApiAnswer<"get", "/get_version"> | null>(null);
  const [opened, setOpened] = useState<OpenedManager | null>(null);
  // What this page shows, among the managers this user may open.
  const records = usePageRecords().flatMap((record) => {
    const model = apps.find((app) => app.appLabel === record.appLabel)?.models.find((m) => m.objectName === record.model);
    return model ? [{ ...record, urls: model.urls, managerName: model.name }] : [];
  });

  useEffect(() => setOpen(readOpen()), []);
  useEffect(() => {
    api.get("/account/get_admin_app_list").then(
      (answer) => setApps(answer.apps),
      () => {},
    );
    api.get("/get_version").then(setVersion, () => {});
  }, []);
  // A superuser's page views are registered (spec 3 §4).
  useEffect(() => {
    if (user?.isSuperuser) void api.get("/content/register_page", { query: { url: pathname } }).catch(() => {});
  }, [user, pathname]);

  const closeManager = useCallback(() => setOpened(null), []);
  const toggle = () => {
    storeOpen(!open);
    setOpen(!open);
  };
  const signOut = async () => {
    await api.post("/account/logout", { body: {} }).catch(() => {});
    window.location.reload();
  };

  return (
    <div className="fixed bottom-4 right-4 z-40 flex flex-col items-end gap-2">
      {opened && <ManagerModal manager={opened.manager} recordId={opened.recordId} onClose={closeManager} />}
      {open && (
        // Scrolls within the screen's height: with every manager listed it is taller than a laptop's screen.
        <div
          role="dialog"
          aria-label="Outils d'administration"
          className="max-h-[calc(100dvh-6rem)] w-72 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-2xl"
        >
          <PageManagers records={records} onOpen={setOpened} />
          <AdminLinks apps={apps} onOpen={setOpened} />
          {hasRole(user, "admin") && (
            <a href={brand.analyticsUrl} target="_blank" rel="noopener noreferrer" className="mt-4 block text-brand-700 hover:underline">
              Statistiques du site
            </a>
          )}
          <button type="button" onClick={() => void signOut()} className="mt-4 font-semibold text-red-700">
            Se déconnecter
          </button>
          {version && (
            <p className="mt-3 text-xs text-slate-400" data-testid="version-tag">
              v{version.tag} ({version.ref})
            </p>
          )}
        </div>
      )}
      <button
        type="button"
        onClick={toggle}
        aria-expanded={open}
        className="flex size-14 items-center justify-center rounded-full bg-brand-900 text-white shadow-xl"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Settings aria-hidden="true" className="size-6" />}
        <span className="sr-only">{open ? "Fermer les outils d'administration" : "Ouvrir les outils d'administration"}</span>
      </button>
    </div>
  );
}

/** «Cette page»: the records the page shows, each opening its manager (on the record, when it has one). */
function PageManagers({ records, onOpen }: { records: DialRecord[]; onOpen: (opened: OpenedManager) => void }) {
  return (
    <>
      <h2 className="font-bold">Cette page</h2>
      {records.length > 0 ? (
        <ul className="mt-1 space-y-1">
          {records.map((record) => (
            <li key={`${record.urls.list}/${record.id ?? ""}`}>
              <button
                type="button"
                onClick={() => onOpen({ manager: { appLabel: record.appLabel, model: record.model, list: record.urls.list }, recordId: record.id })}
                className="text-left text-brand-700 hover:underline"
              >
                {record.label}
                {record.id !== undefined && <span className="text-slate-600"> · {record.managerName}</span>}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-slate-600">Aucun gestionnaire pour cette page.</p>
      )}
    </>
  );
}

/** «Admin»: the back-office's screens, then every manager this user may open, set by set. */
function AdminLinks({ apps, onOpen }: { apps: Apps; onOpen: (opened: OpenedManager) => void }) {
  const { user } = useRootData();
  return (
    <>
      <h2 className="mt-4 font-bold">Admin</h2>
      <ul className="mt-1 space-y-1">
        <li>
          <a href="/admin" className="text-brand-700 hover:underline">
            Accueil du back-office
          </a>
        </li>
        <li>
          <a href="/admin/jobs/candidat" className="text-brand-700 hover:underline">
            CVthèque
          </a>
        </li>
        <li>
          <a href="/admin/content/pagebuilder" className="text-brand-700 hover:underline">
            Composer une page (page builder)
          </a>
        </li>
        <li>
          <a href="/admin/content/rapports" className="text-brand-700 hover:underline">
            Rapports
          </a>
        </li>
        {hasRole(user, "admin") && (
          <li>
            <a href="/admin/donnees-personnelles" className="text-brand-700 hover:underline">
              Données personnelles
            </a>
          </li>
        )}
        {apps.flatMap((app) => [
          ...app.models.map((model) => (
            <li key={model.urls.list}>
              <button
                type="button"
                onClick={() => onOpen({ manager: { appLabel: app.appLabel, model: model.objectName, list: model.urls.list } })}
                className="text-brand-700 hover:underline"
              >
                {model.name}
              </button>
            </li>
          )),
          // The 'Formations' set ends with its sessions calendar, a screen of its own (spec 3 §2.4).
          ...(app.appLabel === "training"
            ? [
                <li key="/admin/training/session">
                  <a href="/admin/training/session" className="text-brand-700 hover:underline">
                    Sessions
                  </a>
                </li>,
              ]
            : []),
        ])}
      </ul>
    </>
  );
}
