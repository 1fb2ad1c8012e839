/** The signed-in staff member as the UI and the API see them (spec 3 §3, User). */
export type SessionUser = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isStaff: boolean;
  isAdmin: boolean;
  isSuperuser: boolean;
  authPicture: string | null;
};

/** Guard modes of spec 3 §4; each role includes the ones before it (superuser ⊃ admin ⊃ staff). */
export type Role = "authenticated" | "staff" | "admin" | "superuser";

/** One rule for the server's checks and the UI's guards. */
export function hasRole(user: SessionUser | null | undefined, role: Role): boolean {
  if (!user) return false;
  switch (role) {
    case "authenticated":
      return true;
    case "staff":
      return user.isStaff || user.isAdmin || user.isSuperuser;
    case "admin":
      return user.isAdmin || user.isSuperuser;
    case "superuser":
      return user.isSuperuser;
  }
}

/** The UI guard's modes: the roles, plus "unauthenticated" for screens only visitors see. */
export type GuardMode = Role | "unauthenticated";

export const guardAllows = (user: SessionUser | null | undefined, mode: GuardMode): boolean => (mode === "unauthenticated" ? !user : hasRole(user, mode));
