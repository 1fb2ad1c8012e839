import { expect, it } from "vitest";
import { guardAllows, type GuardMode, type SessionUser } from "./roles";

const user = (flags: Partial<SessionUser>): SessionUser => ({
  id: 1,
  email: "a@b.fr",
  firstName: null,
  lastName: null,
  isStaff: false,
  isAdmin: false,
  isSuperuser: false,
  authPicture: null,
  ...flags,
});

it.each<[string, SessionUser | null, GuardMode[], GuardMode[]]>([
  ["a visitor", null, ["unauthenticated"], ["authenticated", "staff", "admin", "superuser"]],
  ["a plain user", user({}), ["authenticated"], ["unauthenticated", "staff", "admin", "superuser"]],
  ["staff", user({ isStaff: true }), ["authenticated", "staff"], ["unauthenticated", "admin", "superuser"]],
  ["an admin", user({ isAdmin: true }), ["authenticated", "staff", "admin"], ["unauthenticated", "superuser"]],
  ["a superuser", user({ isSuperuser: true }), ["authenticated", "staff", "admin", "superuser"], ["unauthenticated"]],
])("%s passes exactly the guards meant for them", (_who, who, allowed, refused) => {
  for (const mode of allowed) expect(guardAllows(who, mode), mode).toBe(true);
  for (const mode of refused) expect(guardAllows(who, mode), mode).toBe(false);
});
