import { mediaUrl } from "../../../common/images";
import { asc, count } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { partners, teamMembers } from "../../db/schema";
import type { ListAnswer } from "../../../common/schemas/list";
import { parseOrThrow } from "../../lib/errors";
import { pageLimit, pageNumber } from "../../lib/paging";

/** Spec 1 §9: team members page by 25 from page 1. */
export const teamMemberSearchSchema = z.object({ page: pageNumber, limit: pageLimit(25) });

/** Spec 1 §7/§9: partners are asked for 100 at a time (the whole grid in one call). */
export const partnerSearchSchema = z.object({ page: pageNumber, limit: pageLimit(100) });

export type TeamMember = {
  id: number;
  firstname: string;
  lastname: string;
  position: string;
  description: string | null;
  positionOrder: number;
  picture: string | null;
};

export type Partner = {
  id: number;
  label: string;
  url: string | null;
  image: string | null;
  slug: string;
  description: string | null;
  position: number;
};

/**
 * POST /api/branding/search_team_members: staff in the order the back-office sets
 * (positionOrder), then by last name so equal orders read alphabetically; id breaks the
 * last ties so paging never shows a member twice.
 */
export async function searchTeamMembers(db: Db, input: unknown): Promise<ListAnswer<TeamMember>> {
  const { page, limit } = parseOrThrow(teamMemberSearchSchema, input);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: teamMembers.id,
        firstname: teamMembers.firstname,
        lastname: teamMembers.lastname,
        position: teamMembers.position,
        description: teamMembers.description,
        positionOrder: teamMembers.positionOrder,
        picture: teamMembers.picture,
      })
      .from(teamMembers)
      .orderBy(asc(teamMembers.positionOrder), asc(teamMembers.lastname), asc(teamMembers.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(teamMembers),
  ]);
  // No filter on this call: what matches is everything.
  return { rows: rows.map((row) => ({ ...row, picture: mediaUrl(row.picture) })), count: total, total };
}

/** POST /api/branding/search_partners: the partner grid, in the order staff set (position, then id). */
export async function searchPartners(db: Db, input: unknown): Promise<ListAnswer<Partner>> {
  const { page, limit } = parseOrThrow(partnerSearchSchema, input);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: partners.id,
        label: partners.label,
        url: partners.url,
        image: partners.image,
        slug: partners.slug,
        description: partners.description,
        position: partners.position,
      })
      .from(partners)
      .orderBy(asc(partners.position), asc(partners.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(partners),
  ]);
  return { rows: rows.map((row) => ({ ...row, image: mediaUrl(row.image) })), count: total, total };
}
