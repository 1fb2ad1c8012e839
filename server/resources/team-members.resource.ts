import { z } from "zod";
import { teamMembers } from "../db/schema";
import { defineResource } from "./types";
import { requiredText, richText, tableSaveSchema } from "./fields";
import { ADMIN_APPS } from "./admin-apps";

const ORDER_INVALID = "L'ordre doit être un nombre entier positif ou nul";

export const teamMemberSaveSchema = tableSaveSchema(teamMembers, {
  firstname: requiredText("Le prénom", 100),
  lastname: requiredText("Le nom", 100),
  position: requiredText("Le poste", 200),
  description: richText("La description", 2000, "f"),
  // The form sends null for an emptied number field: no particular place, 0.
  positionOrder: z.preprocess(
    (value) => (value === null || value === "" ? 0 : typeof value === "string" ? Number(value) : value),
    z.number({ error: ORDER_INVALID }).int(ORDER_INVALID).min(0, ORDER_INVALID).max(100_000, ORDER_INVALID).optional(),
  ),
});

/**
 * The «Notre équipe» page's members (spec 3 §2.4): every staff member may read the list,
 * only admins change what the public page shows.
 */
export const teamMembersResource = defineResource({
  ...ADMIN_APPS.branding,
  model: "teammember",
  name: "Membre de l'équipe",
  gender: "m",
  namePlural: "Équipe",
  table: teamMembers,
  roles: { view: "staff", change: "admin" },
  // Spec 3 §9: team members 10 per page in the back-office.
  pageSize: 10,
  titleField: "lastname",
  columns: [
    { field: "lastname", label: "Nom", sortable: true },
    { field: "firstname", label: "Prénom", sortable: true },
    { field: "position", label: "Poste", sortable: true },
    { field: "positionOrder", label: "Ordre", sortable: true },
  ],
  filters: [{ field: "query", label: "Recherche", type: "text" }],
  form: [
    { field: "picture", label: "Photo", type: "image", imageKind: "portrait" },
    { field: "firstname", label: "Prénom", type: "text", required: true },
    { field: "lastname", label: "Nom", type: "text", required: true },
    { field: "position", label: "Poste", type: "text", required: true, placeholder: "Consultante recrutement BTP" },
    { field: "description", label: "Description", type: "richtext" },
    { field: "positionOrder", label: "Ordre d'affichage", type: "number", placeholder: "10, 20, 30… : les plus petits d'abord" },
  ],
  schema: teamMemberSaveSchema,
  searchable: ["firstname", "lastname", "position"],
  // The public page's order, so the list reads like the page.
  defaultSort: ["positionOrder", "lastname"],
  aliases: {
    save: "/branding/upsert_team_member",
    delete: "/branding/delete_team_member/:id",
    image: "/branding/save_team_member_picture/:id",
    saveAnswerField: "teamMember",
  },
});
