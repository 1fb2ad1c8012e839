import type { SessionUser } from "../../common/roles";
import { getTableColumns } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { AdminAppList, ManagerBulk, ManagerMeta, ManagerUrls } from "../../common/manager-meta";
import { assertAccess, assertStaff, permissionsFor } from "./crud.service";
import { faqResource } from "./faq.resource";
import { landRegistriesResource } from "./land-registries.resource";
import { partnersResource } from "./partners.resource";
import { servicePagesResource } from "./service-pages.resource";
import { teamMembersResource } from "./team-members.resource";
import type { AnyResource } from "./types";
import { jobProfilesResource } from "./job-profiles.resource";
import { usersResource } from "./users.resource";
import { agenciesResource } from "./agencies.resource";
import { cityPagesResource } from "./city-pages.resource";
import { independentsResource } from "./independents.resource";
import { offersResource } from "./offers.resource";
import { jobSurveysResource } from "./job-surveys.resource";
import { jobAlertsResource } from "./job-alerts.resource";
import { tasksResource } from "./tasks.resource";
import { emailsResource } from "./emails.resource";
import { contactLeadsResource, trainingRegistrationsResource } from "./leads.resource";
import { modelSentences } from "./model-sentences";
import { recordNouns } from "./bulk-sentences";
import { blogResource, pagesResource, pressReleasesResource, tagsResource } from "./pages.resource";
import { trainingReferenceResources, trainingsResource } from "./trainings.resource";

/** Every simple manager. Adding one here gives it its API, its menu entry and its screens. */
export const resources: readonly AnyResource[] = [
  usersResource,
  landRegistriesResource,
  servicePagesResource,
  faqResource,
  teamMembersResource,
  partnersResource,
  agenciesResource,
  independentsResource,
  cityPagesResource,
  jobProfilesResource,
  offersResource,
  jobSurveysResource,
  jobAlertsResource,
  tasksResource,
  contactLeadsResource,
  trainingRegistrationsResource,
  emailsResource,
  pagesResource,
  blogResource,
  pressReleasesResource,
  tagsResource,
  trainingsResource,
  ...trainingReferenceResources,
];

const byKey = new Map<string, AnyResource>();
for (const resource of resources) {
  const key = `${resource.appLabel}/${resource.model}`;
  if (byKey.has(key)) throw new Error(`Two resources are registered as ${key}`);
  byKey.set(key, resource);
  const flag = resource.bulk?.publish && (getTableColumns(resource.table) as Record<string, PgColumn>)[resource.bulk.publish];
  // «Publier» writes true or now: a flag of another kind would fail at the first click, not here.
  if (resource.bulk?.publish && !(flag && ["boolean", "date"].includes(flag.dataType)))
    throw new Error(`${key}: bulk.publish must be a boolean or a date column`);
}

export function findResource(appLabel: string | undefined, model: string | undefined): AnyResource | undefined {
  return byKey.get(`${appLabel}/${model}`);
}

/** GET /api/account/get_admin_app_list: the apps and models this user may view (spec 3 §3). */
export function adminAppList(user: SessionUser | null): AdminAppList {
  const signedIn = assertStaff(user);
  const apps: AdminAppList["apps"] = [];
  for (const resource of resources) {
    const permissions = permissionsFor(signedIn, resource);
    if (!permissions.view) continue;
    let app = apps.find((a) => a.appLabel === resource.appLabel);
    if (!app) apps.push((app = { name: resource.appName, appLabel: resource.appLabel, models: [] }));
    app.models.push(modelEntry(resource, permissions));
  }
  return { apps };
}

function modelEntry(resource: AnyResource, permissions: ReturnType<typeof permissionsFor>) {
  return { name: resource.namePlural, objectName: resource.model, permissions, urls: resourceUrls(resource) };
}

export const resourceUrls = (d: AnyResource): ManagerUrls => ({
  list: `/admin/${d.appLabel}/${d.model}`,
  add: `/admin/${d.appLabel}/${d.model}?add=1`,
  action: `/api/admin/${d.appLabel}/${d.model}`,
});

/** What the generic screens render: the descriptor minus table, schema and hooks. JSON only. */
export function resourceMeta(user: SessionUser | null, d: AnyResource): ManagerMeta {
  assertAccess(user, d, "view");
  return {
    appLabel: d.appLabel,
    appName: d.appName,
    model: d.model,
    name: d.name,
    namePlural: d.namePlural,
    titleField: d.titleField,
    pageSize: d.pageSize,
    viewOnly: Boolean(d.viewOnly),
    ...(d.inlineEdit && { inlineEdit: true as const }),
    defaultSort: d.defaultSort,
    columns: d.columns.map((c) => ({ ...c, sortable: Boolean(c.sortable) })),
    filters: d.filters,
    ...(d.defaultFilters && { defaultFilters: d.defaultFilters as ManagerMeta["defaultFilters"] }),
    formFields: d.form,
    tabs: d.tabs ?? [],
    permissions: permissionsFor(user, d),
    undeletableIds: user && d.undeletable ? d.undeletable(user) : [],
    urls: resourceUrls(d),
    notifications: modelSentences(d.name, d.gender),
    ...(!d.inlineEdit && { bulk: bulkMeta(user, d) }),
  };
}

function bulkMeta(user: SessionUser | null, d: AnyResource): ManagerBulk {
  return { publish: Boolean(d.bulk?.publish) && permissionsFor(user, d).change, export: d.bulk?.export !== false, ...recordNouns(d) };
}
