// `npm run create-admin -- --email prenom.nom@example.fr`
// Creates a superuser (staff, admin, superuser), or promotes the account with that e-mail
// and sets its password. The password comes from ADMIN_PASSWORD, or is typed (hidden) when
// the script runs in a terminal; there is no default password.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { MIGRATIONS_FOLDER } from "../server/boot";
import { newPasswordSchema, upsertSuperuser } from "../server/modules/account/account.service";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Reads one line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((done, abort) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let typed = "";
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stdout.write("\n");
          return done(typed);
        }
        if (char === "\u0003") {
          stdin.setRawMode(false);
          process.stdout.write("\n");
          return abort(new Error("Annulé"));
        }
        if (char === "\u007f" || char === "\b") typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on("data", onData);
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) fail("Mot de passe manquant : définissez ADMIN_PASSWORD (aucun terminal pour le saisir).");
  const first = await askHidden("Mot de passe (12 caractères au moins) : ");
  const second = await askHidden("Confirmez le mot de passe : ");
  if (first !== second) fail("Les deux saisies diffèrent.");
  return first;
}

const { values } = parseArgs({ options: { email: { type: "string" } } });
if (!values.email) fail("Usage : npm run create-admin -- --email prenom.nom@example.fr   (mot de passe : ADMIN_PASSWORD ou saisie)");

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  fail((error as Error).message);
}
if (!config.databaseUrl) {
  // PGlite does not lock its directory: two processes writing to it corrupt it.
  console.warn(`Base embarquée (${resolve(config.dataDir, "pglite")}) : le serveur du site doit être arrêté pendant cette commande.`);
}

const password = await readPassword();
const checked = newPasswordSchema.safeParse(password);
if (!checked.success) fail(checked.error.issues[0].message);

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: resolve(config.dataDir, "pglite"),
  migrationsFolder: MIGRATIONS_FOLDER,
});
try {
  const { id, created } = await upsertSuperuser(database.db, values.email, checked.data);
  console.log(created ? `Superutilisateur créé (id ${id}).` : `Compte existant promu superutilisateur, mot de passe remplacé (id ${id}).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
