import { count, countDistinct, eq, inArray, or, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import {
  agencies,
  agencyDepartments,
  candidates,
  savedCandidateSearches,
  cityPages,
  independentDepartments,
  independents,
  offers,
  pageTags,
  trainingRegistrations,
  trainings,
  trainingSessions,
} from "../db/schema";
import { counted, frenchEnumeration } from "../../common/format/count";
import type { Gender } from "./model-sentences";
import type { DeleteContext } from "./types";
import { HttpError } from "../lib/errors";

// What a deletion does to other records, read from the foreign keys of server/db/schema: the
// rows it takes with it (cascade), the links it empties (set null) and what refuses it
// (restrict). Each rule is one descriptor's hooks.deleteImpact; undefined: nothing else moves.

const countWhere = async (db: Db, table: PgTable, where: SQL | undefined) => (await db.select({ n: count() }).from(table).where(where))[0]!.n;

/** Tags (page_tags cascade): the pages lose the tag. */
export async function tagDeleteImpact(db: Db, id: number): Promise<string | undefined> {
  const pages = await countWhere(db, pageTags, eq(pageTags.tagId, id));
  if (pages === 0) return undefined;
  return `Ce tag est utilisé par ${counted(pages, "page", "pages")} : il leur sera retiré.`;
}

/** A training's sessions, and the registrations to them. */
async function trainingSessionCounts(db: Db, id: number) {
  const [counts] = await db
    .select({ sessions: countDistinct(trainingSessions.id), registrations: count(trainingRegistrations.id) })
    .from(trainingSessions)
    .leftJoin(trainingRegistrations, eq(trainingRegistrations.sessionId, trainingSessions.id))
    .where(eq(trainingSessions.trainingId, id));
  return counts!;
}

const trainingWithRegistrations = (sessions: number, registrations: number) =>
  `Cette formation a ${counted(sessions, "session", "sessions")} et ${counted(registrations, "inscription", "inscriptions")} : déplacez ou annulez les inscriptions avant de la supprimer.`;

/**
 * Trainings: their sessions go with them (cascade), but a session's registrations refuse it
 * (restrict: a trainee is never dropped silently), so the deletion fails until they are moved.
 */
export async function trainingDeleteImpact(db: Db, id: number): Promise<string | undefined> {
  const { sessions, registrations } = await trainingSessionCounts(db, id);
  if (sessions === 0) return undefined;
  if (registrations > 0) return trainingWithRegistrations(sessions, registrations);
  return `Cette formation a ${counted(sessions, "session", "sessions")}, ${sessions > 1 ? "qui seront supprimées" : "qui sera supprimée"} avec elle.`;
}

/** The trainings' beforeDelete: the same sentence as a 409, rather than the foreign key's refusal. */
export async function refuseTrainingWithRegistrations({ db, id }: DeleteContext): Promise<void> {
  const { sessions, registrations } = await trainingSessionCounts(db, id);
  if (registrations > 0) throw new HttpError(409, trainingWithRegistrations(sessions, registrations));
}

/** Places (agencies, candidates and independents set null or cascade; city pages hold the id without a key). */
export async function landRegistryDeleteImpact(db: Db, id: number): Promise<string | undefined> {
  const inDepartments = (table: PgTable, owner: PgColumn, place: PgColumn) => db.select({ owner }).from(table).where(eq(place, id));
  const [agencyCount, pageCount, candidateCount, independentCount] = await Promise.all([
    countWhere(
      db,
      agencies,
      or(eq(agencies.landRegistryId, id), inArray(agencies.id, inDepartments(agencyDepartments, agencyDepartments.agencyId, agencyDepartments.landRegistryId))),
    ),
    countWhere(db, cityPages, eq(cityPages.landRegistryId, id)),
    countWhere(db, candidates, eq(candidates.landRegistryId, id)),
    countWhere(
      db,
      independents,
      or(
        eq(independents.mainDepartmentId, id),
        inArray(independents.id, inDepartments(independentDepartments, independentDepartments.independentId, independentDepartments.landRegistryId)),
      ),
    ),
  ]);
  const links = [
    agencyCount && counted(agencyCount, "agence", "agences"),
    pageCount && counted(pageCount, "page ville", "pages villes"),
    candidateCount && counted(candidateCount, "candidat", "candidats"),
    independentCount && counted(independentCount, "recruteur indépendant", "recruteurs indépendants"),
  ].filter((part): part is string => Boolean(part));
  if (links.length === 0) return undefined;
  return `Cette ville est liée à ${frenchEnumeration(links)} : ces liens seront perdus.`;
}

/** Staff accounts: offers they follow fall back to the firm's address (set null); their saved searches go (cascade). */
export async function userDeleteImpact(db: Db, id: number): Promise<string | undefined> {
  const [offerCount, searchCount] = await Promise.all([
    countWhere(db, offers, eq(offers.consultantId, id)),
    countWhere(db, savedCandidateSearches, eq(savedCandidateSearches.userId, id)),
  ]);
  const sentences = [
    offerCount > 0 &&
      `Cet utilisateur est le consultant de ${counted(offerCount, "offre", "offres")} : ${offerCount > 1 ? "leurs" : "ses"} candidatures iront à l'adresse du cabinet.`,
    searchCount === 1 && "Sa recherche enregistrée sera supprimée.",
    searchCount > 1 && `Ses ${counted(searchCount, "recherche enregistrée", "recherches enregistrées")} seront supprimées.`,
  ].filter((sentence): sentence is string => Boolean(sentence));
  return sentences.length > 0 ? sentences.join(" ") : undefined;
}

/** A training's thematic, duration, level or modality (set null): the trainings lose it. */
export const trainingReferenceDeleteImpact =
  (column: PgColumn, name: string, gender: Gender) =>
  async (db: Db, id: number): Promise<string | undefined> => {
    const used = await countWhere(db, trainings, eq(column, id));
    if (used === 0) return undefined;
    const subject = `${gender === "f" ? "Cette" : "Ce"} ${name.toLowerCase()} est ${gender === "f" ? "utilisée" : "utilisé"}`;
    return `${subject} par ${counted(used, "formation", "formations")} : ${used > 1 ? "elles n'en auront plus" : "elle n'en aura plus"}.`;
  };
