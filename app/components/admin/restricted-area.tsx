import { LoginDialog } from "./login-dialog";

export const RESTRICTED_TITLE = "Zone d'accès réservé";

/** What a guarded screen shows to whoever lacks the right: the title and the staff login. */
export function RestrictedArea() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="mb-8 text-center text-3xl font-bold">{RESTRICTED_TITLE}</h1>
      <LoginDialog />
    </section>
  );
}
