import { users } from "../../server/db/schema";
import { createSession } from "../../server/modules/account/session.service";
import type { TestApp } from "./test-app";

/** The Origin the test app's pages have: writes from elsewhere are refused. */
export const TEST_ORIGIN = "http://localhost:3000";

export type Person = { id: number; headers: Record<string, string> };
type Roles = Partial<{ isStaff: boolean; isAdmin: boolean; isSuperuser: boolean }>;

let sequence = 0;

/** A user straight in the database, signed in: the cookie and the Origin a page would send. */
export async function signedInPerson(t: TestApp, roles: Roles, email = `personne-${process.pid}-${++sequence}@cabinet.test`): Promise<Person> {
  const [row] = await t.deps.db
    .insert(users)
    .values({ email, passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$never-leaves-the-server", ...roles })
    .returning({ id: users.id });
  const { token } = await createSession(t.deps.db, row!.id);
  return { id: row!.id, headers: { Cookie: `session=${token}`, Origin: TEST_ORIGIN } };
}
