import { useId, useState } from "react";
import { Field, inputClass } from "~/components/ui/field";
import { api } from "~/lib/api";
import { useSubmission } from "~/lib/use-submission";
import { useRootData } from "~/lib/root-data";

type Tab = "SSO" | "Classique";

/** Staff sign-in: Google (SSO) or e-mail and password (Classique); sign-out when signed in. */
export function LoginDialog() {
  const { user } = useRootData();
  const [tab, setTab] = useState<Tab>("Classique");
  const { email, setEmail, password, setPassword, error, busy, signIn } = usePasswordSignIn();
  const titleId = useId();

  const tabClass = (active: boolean) =>
    `flex-1 border-b-2 px-4 py-2 font-semibold ${active ? "border-brand-700 text-brand-700" : "border-transparent text-slate-500"}`;
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="mx-auto w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-xl"
    >
      <h2 id={titleId} className="text-xl font-bold">
        Espace collaborateurs
      </h2>
      {user ? (
        <SignedIn email={user.email} />
      ) : (
        <>
          <div role="tablist" className="mt-4 flex">
            {(["SSO", "Classique"] as const).map((name) => (
              <button key={name} type="button" role="tab" aria-selected={tab === name} className={tabClass(tab === name)} onClick={() => setTab(name)}>
                {name}
              </button>
            ))}
          </div>
          {error && (
            <p role="alert" className="mt-4 rounded-md bg-red-50 px-4 py-3 text-sm text-red-800">
              {error}
            </p>
          )}
          {tab === "SSO" ? (
            <div role="tabpanel" className="mt-6">
              <a href="/api/account/login?provider=google" className="block rounded-full bg-brand-700 px-6 py-3 text-center font-bold text-white">
                Se connecter
              </a>
            </div>
          ) : (
            <form role="tabpanel" onSubmit={(e) => void signIn(e)} className="mt-6 space-y-4">
              <Field label="Adresse e-mail" required>
                {(control) => (
                  <input {...control} type="email" autoComplete="username" className={inputClass} value={email} onChange={(e) => setEmail(e.target.value)} />
                )}
              </Field>
              <Field label="Mot de passe" required>
                {(control) => (
                  <input
                    {...control}
                    type="password"
                    autoComplete="current-password"
                    className={inputClass}
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                  />
                )}
              </Field>
              <button
                type="submit"
                disabled={busy || !email || !password}
                className="w-full rounded-full bg-brand-700 px-6 py-3 font-bold text-white disabled:opacity-50"
              >
                Se connecter
              </button>
            </form>
          )}
        </>
      )}
    </div>
  );
}

/** The e-mail and password of the «Classique» tab, and their sign-in: the page reloads signed in. */
function usePasswordSignIn() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { sending, send } = useSubmission();
  // Not a call: once signed in, the button stays disabled while the page reloads.
  const [reloading, setReloading] = useState(false);

  async function signIn(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    const outcome = await send((signal) => api.post("/account/login_old", { body: { email, password }, signal }));
    if (!outcome) return;
    if (!outcome.ok) return setError(outcome.refusal?.detail ?? "Connexion impossible, réessayez");
    setReloading(true);
    window.location.reload();
  }

  return { email, setEmail, password, setPassword, error, busy: sending || reloading, signIn };
}

/** Signed in without the role this page needs: who is signed in, and the way out. */
function SignedIn({ email }: { email: string }) {
  async function signOut() {
    await api.post("/account/logout", { body: {} }).catch(() => {});
    window.location.reload();
  }

  return (
    <div className="mt-4 space-y-4">
      <p>Connecté en tant que {email}. Ce compte n'a pas accès à cette page.</p>
      <button type="button" onClick={() => void signOut()} className="rounded-full bg-brand-700 px-6 py-2 font-bold text-white">
        Déconnexion
      </button>
    </div>
  );
}
