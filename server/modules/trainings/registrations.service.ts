import { and, asc, count, eq, gt, inArray, lt, ne, or, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { Db, Tx } from "../../db/client";
import { trainingRegistrations, trainings, trainingSessions } from "../../db/schema";
import { HttpError, notFound, parseOrThrow } from "../../lib/errors";
import { isUniqueViolation } from "../../lib/sql";
import { requireCaptcha } from "../captcha/captcha.service";
import { isPermanentEmail } from "../../lib/disposable-email";
import { NOT_PERMANENT_EMAIL } from "../../../common/candidate-forms";
import { INSCRIPTION_MESSAGES as M, type InscriptionFullAnswer } from "../../../common/schemas/inscription";
import { inscriptionPayloadSchema } from "../../../common/schemas/inscription-payload";
import { seatsTaken } from "./seats";
import { registrationConfirmation, registrationNotification } from "./registrations.mail";

type SessionRow = typeof trainingSessions.$inferSelect;

const sessionError = (status: 404 | 409, message: string, extra?: Record<string, unknown>) => new HttpError(status, message, { sessionId: message }, extra);

/** The next session of the same training, after this one, that still has a seat. */
async function nextOpenSession(db: Db | Tx, session: SessionRow): Promise<InscriptionFullAnswer["nextSession"]> {
  const [next] = await db
    .select({ id: trainingSessions.id, startAt: trainingSessions.startAt, endAt: trainingSessions.endAt })
    .from(trainingSessions)
    .where(
      and(
        eq(trainingSessions.trainingId, session.trainingId),
        ne(trainingSessions.id, session.id),
        gt(trainingSessions.startAt, sql`greatest(now(), ${session.startAt})`),
        or(sql`${trainingSessions.capacity} is null`, sql`${seatsTaken} < ${trainingSessions.capacity}`),
      ),
    )
    .orderBy(asc(trainingSessions.startAt))
    .limit(1);
  return next ? { id: next.id, startAt: next.startAt.toISOString(), endAt: next.endAt.toISOString() } : null;
}

/**
 * Why this session cannot take one more trainee, or null when it can. Under the transaction's
 * row lock, the count cannot change between this check and the insert.
 */
async function refusal(db: Db | Tx, session: SessionRow | undefined, mail: string): Promise<HttpError | null> {
  if (!session) return sessionError(404, M.sessionUnknown);
  if (session.startAt.getTime() <= Date.now()) return sessionError(409, M.sessionStarted);
  const [{ taken }] = await db.select({ taken: count() }).from(trainingRegistrations).where(eq(trainingRegistrations.sessionId, session.id));
  if (session.capacity != null && taken >= session.capacity) {
    return sessionError(409, M.sessionFull, { nextSession: await nextOpenSession(db, session) } satisfies Partial<InscriptionFullAnswer>);
  }
  const [already] = await db
    .select({ id: trainingRegistrations.id })
    .from(trainingRegistrations)
    .where(and(eq(trainingRegistrations.sessionId, session.id), eq(trainingRegistrations.mail, mail)));
  return already ? sessionError(409, M.alreadyRegistered) : null;
}

/**
 * POST /api/branding/save_inscription (spec 1 §7). Fields first (a typo must not burn the
 * captcha), the session's state (a full one is said before the captcha is spent), the captcha,
 * then the registration is stored under a lock on the session row — two visitors racing for
 * the last seat are served one after the other — and only then are the firm and the trainee
 * mailed: a mail failure never loses a registration.
 */
export async function saveInscription(deps: Pick<AppDeps, "db" | "captcha" | "mailer" | "config">, input: unknown) {
  const { db, captcha, mailer, config } = deps;
  const inscription = parseOrThrow(inscriptionPayloadSchema, input);
  if (!isPermanentEmail(inscription.mail)) throw new HttpError(400, `Validation échouée: ${NOT_PERMANENT_EMAIL}`, { mail: NOT_PERMANENT_EMAIL });
  const findSession = (tx: Db | Tx, lock: boolean) => {
    const query = tx.select().from(trainingSessions).where(eq(trainingSessions.id, inscription.sessionId));
    return lock ? query.for("update") : query;
  };

  const early = await refusal(db, (await findSession(db, false))[0], inscription.mail);
  if (early) throw early;
  await requireCaptcha(captcha, db, inscription.captchaId);

  let saved: typeof trainingRegistrations.$inferSelect;
  try {
    saved = await db.transaction(async (tx) => {
      const [session] = await findSession(tx, true);
      const refused = await refusal(tx, session, inscription.mail);
      if (refused) throw refused;
      const [row] = await tx
        .insert(trainingRegistrations)
        .values({ sessionId: inscription.sessionId, names: inscription.names, mail: inscription.mail, phoneNumber: inscription.phoneNumber })
        .returning();
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw sessionError(409, M.alreadyRegistered);
    throw error;
  }

  const [details] = await db
    .select({ session: trainingSessions, training: { label: trainings.label, slug: trainings.slug, place: trainings.place } })
    .from(trainingSessions)
    .innerJoin(trainings, eq(trainings.id, trainingSessions.trainingId))
    .where(eq(trainingSessions.id, saved.sessionId));
  await mailer.send(db, registrationNotification(saved, details, config));
  await mailer.send(db, registrationConfirmation(saved, details, config));
  return { success: true as const, detail: M.success };
}

export async function cancelRegistration(db: Db, id: number): Promise<{ id: number }> {
  const [gone] = await db.delete(trainingRegistrations).where(eq(trainingRegistrations.id, id)).returning({ id: trainingRegistrations.id });
  if (!gone) throw notFound("Inscription introuvable");
  return gone;
}

/** Registrations are prospects' data (CNIL): kept 3 years after their session, then deleted. */
export const REGISTRATION_RETENTION_YEARS = 3;

export async function purgeExpiredRegistrations(db: Db, now = new Date()): Promise<number> {
  const limit = new Date(now);
  limit.setFullYear(limit.getFullYear() - REGISTRATION_RETENTION_YEARS);
  const ended = db.select({ id: trainingSessions.id }).from(trainingSessions).where(lt(trainingSessions.endAt, limit));
  const gone = await db.delete(trainingRegistrations).where(inArray(trainingRegistrations.sessionId, ended)).returning({ id: trainingRegistrations.id });
  return gone.length;
}
