import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { users } from "../db/schema";
import { forbidden, parseOrThrow } from "../lib/errors";
import { tableSaveSchema } from "./fields";
import type { SessionUser } from "../../common/roles";
import { defineResource, type Row } from "./types";
import { userDeleteImpact } from "./delete-impact-rules";
import { INT4_MAX } from "../../common/db-limits";
import { isStaffAccount } from "../modules/account/staff-account";
import { ADMIN_APPS } from "./admin-apps";

const EMAIL_REQUIRED = "L'adresse e-mail est requise";

// Absent means "leave unchanged" on update; "" or null clears the name.
const optionalName = (what: string) =>
  z
    .string({ error: `${what} doit être un texte` })
    .trim()
    .max(100, `${what} est trop long (100 caractères au maximum)`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

const flag = z.boolean({ error: "Valeur attendue : oui ou non" }).optional();

export const userSaveSchema = tableSaveSchema(users, {
  email: z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .toLowerCase()
    .min(1, EMAIL_REQUIRED)
    .max(254, "L'adresse e-mail est trop longue (254 caractères au maximum)")
    .pipe(z.email("Format d'e-mail invalide")),
  firstName: optionalName("Le prénom"),
  lastName: optionalName("Le nom"),
  isStaff: flag,
  isAdmin: flag,
  isSuperuser: flag,
});

// The consultant picker (spec 3 §5) asks for staff only, or for one recruiter by e-mail or by
// the id a survey's answer holds (common/job-survey-consultants.ts).
const pickerSchema = z.object({
  isRestricted: z.boolean({ error: "Valeur attendue : oui ou non" }).nullish(),
  recruiterEmail: z.string({ error: "Texte attendu" }).trim().toLowerCase().max(254, "Adresse e-mail trop longue").nullish(),
  recruiterId: z.coerce.number({ error: "Consultant inconnu" }).int().min(1).max(INT4_MAX).nullish(),
});

const isSuperuser = (row: Row | null) => row?.isSuperuser === true;
/** No one deletes their own account here (another admin can). */
const ownAccount = (user: SessionUser) => [user.id];

export const usersResource = defineResource({
  ...ADMIN_APPS.account,
  model: "user",
  name: "Utilisateur",
  gender: "m",
  namePlural: "Utilisateurs",
  table: users,
  roles: { view: "admin", change: "admin" },
  pageSize: 25,
  titleField: "email",
  columns: [
    { field: "email", label: "E-mail", sortable: true },
    { field: "firstName", label: "Prénom", sortable: true },
    { field: "lastName", label: "Nom", sortable: true },
    { field: "isStaff", label: "Staff", sortable: true },
    { field: "isAdmin", label: "Administrateur", sortable: true },
    { field: "isSuperuser", label: "Superutilisateur", sortable: true },
  ],
  filters: [
    { field: "query", label: "Recherche", type: "text" },
    { field: "isAdmin", label: "Administrateur", type: "boolean" },
    { field: "isSuperuser", label: "Superutilisateur", type: "boolean" },
    { field: "isStaff", label: "Staff", type: "boolean" },
  ],
  form: [
    { field: "email", label: "E-mail", type: "email", required: true },
    { field: "firstName", label: "Prénom", type: "text" },
    { field: "lastName", label: "Nom", type: "text" },
    { field: "isStaff", label: "Staff", type: "boolean" },
    { field: "isAdmin", label: "Administrateur", type: "boolean" },
    { field: "isSuperuser", label: "Superutilisateur", type: "boolean" },
  ],
  schema: userSaveSchema,
  // The same concatenation as the users_email_search trigram index.
  searchable: ["email", "firstName", "lastName"],
  defaultSort: ["email"],
  // Passwords change only through /api/account/change_password (superuser).
  hidden: ["passwordHash"],
  uniqueErrors: { users_email_unique: { field: "email", message: "Un utilisateur avec cet e-mail existe déjà" } },
  hooks: {
    beforeSave: ({ user, existing, input }) => {
      // An admin who could edit a superuser could, say, put their own Google address on
      // that account and sign in as them: superusers are edited by superusers only.
      if (isSuperuser(existing) && !user.isSuperuser) throw forbidden("Seul un superutilisateur peut modifier un superutilisateur");
      if (input.isSuperuser !== undefined && input.isSuperuser !== isSuperuser(existing) && !user.isSuperuser) {
        throw forbidden("Seul un superutilisateur peut attribuer ou retirer le statut superutilisateur");
      }
      return input;
    },
    deleteImpact: userDeleteImpact,
    beforeDelete: ({ user, id, existing }) => {
      if (ownAccount(user).includes(id)) throw forbidden("Vous ne pouvez pas supprimer votre propre compte");
      if (isSuperuser(existing) && !user.isSuperuser) throw forbidden("Seul un superutilisateur peut supprimer un superutilisateur");
    },
    scope: (input) => {
      const { isRestricted, recruiterEmail, recruiterId } = parseOrThrow(pickerSchema, input);
      return and(
        isRestricted ? isStaffAccount : undefined,
        recruiterEmail ? eq(users.email, recruiterEmail) : undefined,
        recruiterId ? eq(users.id, recruiterId) : undefined,
      );
    },
  },
  undeletable: ownAccount,
  aliases: { search: "/account/search_users", save: "/account/save_user", delete: "/user/delete_user/:id" },
});
