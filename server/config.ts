import { Cron } from "croner";
import { z } from "zod";
import { defaultBrand, type Brand } from "../common/brand";
import { brandColorProblem } from "../common/brand-colors";
import type { MapTiles } from "../common/maps";
import type { S3Settings } from "./lib/s3-objects";

const brandColor = z
  .string()
  .optional()
  .superRefine((value, ctx) => {
    const problem = value ? brandColorProblem(value) : null;
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** A variable left empty (as in a copied .env.example) means "not set". */
function emptyAsUnset<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === "" ? undefined : v), schema);
}

/** Every setting comes from the environment, validated once at start-up (see .env.example). */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  /** Processes serving the site on this machine (decision 0051): more than one needs DATABASE_URL. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * Behind reverse proxies: how many of them append to X-Forwarded-For («true» is one). The
   * visitor's address is that many hops from the right; the left entries are the client's own.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, "doit valoir false, true ou un nombre de proxys")
    .default("false"),
  GOOGLE_PLACES_API_KEY: z.string().optional(),
  GOOGLE_PLACES_BASE_URL: z.string().url().default("https://places.googleapis.com/v1"),
  /** The back-office maps' tiles: {z}/{x}/{y} in an http(s) URL (a tile server of the firm's choice). */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+\{z\}.*\{x\}.*\{y\}/, "MAP_TILE_URL : une adresse http(s) avec {z}, {x} et {y}")
    .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  MAP_TILE_ATTRIBUTION: z.string().default("© les contributeurs d'OpenStreetMap"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  CAPTCHA_HMAC_SECRET: z.string().min(16).optional(),
  /** Key of the personal-data requests log's subject hash (see personalData below). */
  PERSONAL_DATA_HMAC_SECRET: emptyAsUnset(z.string().min(16, "doit contenir au moins 16 caractères").optional()),
  TURNSTILE_SITE_KEY: z.string().optional(),
  TURNSTILE_SECRET_KEY: z.string().optional(),
  TURNSTILE_VERIFY_URL: z.string().url().default("https://challenges.cloudflare.com/turnstile/v0/siteverify"),
  BRAND_NAME: z.string().optional(),
  BRAND_QUALIOPI_NUMBER: z.string().optional(),
  BRAND_QUALIOPI_SCOPE: z.string().optional(),
  BRAND_PHONE: z.string().optional(),
  BRAND_EMAIL: z.string().email().optional(),
  BRAND_ANALYTICS_URL: z.string().url().optional(),
  BRAND_FRANCHISE_URL: z.string().url().optional(),
  BRAND_FACEBOOK_URL: z.string().url().optional(),
  BRAND_INSTAGRAM_URL: z.string().url().optional(),
  BRAND_LINKEDIN_URL: z.string().url().optional(),
  BRAND_TIKTOK_URL: z.string().url().optional(),
  // Refused when white text on them (or them as text on white) would fall under 4.5:1.
  BRAND_PRIMARY_COLOR: brandColor,
  BRAND_ACCENT_COLOR: brandColor,
  // An empty value (as left by a copied .env.example) means "no SMTP": the outbox is used.
  SMTP_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .url()
      .refine((url) => /^smtps?:\/\//i.test(url), "doit commencer par smtp:// ou smtps://")
      .optional(),
  ),
  MAIL_FROM: z.string().min(1).optional(),
  MAIL_TO: z.string().email().optional(),
  // Google sign-in (staff SSO): both id and secret, or neither. Empty values count as unset.
  GOOGLE_CLIENT_ID: emptyAsUnset(z.string().optional()),
  GOOGLE_CLIENT_SECRET: emptyAsUnset(z.string().optional()),
  /** Workspace domain whose members may sign in even without an account (created non-staff). */
  GOOGLE_ALLOWED_DOMAIN: emptyAsUnset(
    z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, "doit être un nom de domaine")
      .optional(),
  ),
  /** Tests and local fakes: base URL replacing Google's (…/authorize, …/token; expected issuer). */
  GOOGLE_ISSUER_URL: emptyAsUnset(z.string().url().optional()),
  /** First start: the superuser created when none exists. No default password, ever. */
  ADMIN_EMAIL: emptyAsUnset(z.string().email().optional()),
  ADMIN_PASSWORD: emptyAsUnset(z.string().min(12, "doit contenir au moins 12 caractères").optional()),
  /** Pause added to every failed password login (slows guessing); tests set 0. */
  LOGIN_FAILURE_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(300),
  /** Uncached page renders a visitor may cause per minute (429 beyond). */
  RENDER_BUDGET_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** Public search calls (search_…) a visitor may make per minute (429 beyond). */
  SEARCH_BUDGET_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** false: this instance serves pages only (scheduled tasks run on the others). */
  TASKS_ENABLED: z.enum(["true", "false"]).default("true"),
  /** How often the queue is read for due tasks (a CV received is read within this delay). */
  TASKS_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** When the weekly job-alert e-mails go out (Europe/Paris time). */
  ALERTS_CRON: emptyAsUnset(z.string().refine(isCronPattern, "doit être une expression cron (ex. 0 8 * * 1)").default("0 8 * * 1")),
  /** Days after a survey's invitation before its one reminder goes to the candidate (not completed yet); 0: no reminder. */
  JOB_SURVEY_REMINDER_DAYS: emptyAsUnset(z.coerce.number().int().min(0).max(60).default(3)),
  /** Days a record's «Historique» line is kept (decision 0065); older lines go each night. */
  HISTORY_RETENTION_DAYS: emptyAsUnset(z.coerce.number().int().min(1).max(3650).default(365)),
  /** Geocoding of candidates' and offers' addresses (issue 21); unset: the commune's centre. */
  GEOCODER_URL: emptyAsUnset(
    z
      .string()
      .url()
      .refine((url) => /^https?:\/\//i.test(url), "doit commencer par http:// ou https://")
      .optional(),
  ),
  /** What the geocoder speaks; unset: nominatim when its address says so, else ban. */
  GEOCODER_KIND: emptyAsUnset(z.enum(["ban", "nominatim"]).optional()),
  /** Pause between two requests (Nominatim's policy: one a second). */
  GEOCODER_MIN_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Company logos in the CVthèque drawer: an http(s) address with {name} (answers an image, or JSON with a logo URL). */
  LOGO_SERVICE_URL: emptyAsUnset(
    z
      .string()
      .regex(/^https?:\/\/[^\s]+$/i, "LOGO_SERVICE_URL : une adresse http(s)")
      .refine((url) => url.includes("{name}"), "LOGO_SERVICE_URL : l'adresse doit contenir {name}")
      .optional(),
  ),
  // Shared object storage (S3-compatible) for CVs, survey files and images; unset: DATA_DIR.
  S3_BUCKET: emptyAsUnset(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "doit être un nom de bucket (minuscules, chiffres, points et tirets)")
      .optional(),
  ),
  S3_REGION: emptyAsUnset(
    z
      .string()
      .regex(/^[a-z0-9-]{2,40}$/, "doit être une région (ex. fr-par, eu-west-3)")
      .optional(),
  ),
  S3_ENDPOINT: emptyAsUnset(
    z
      .string()
      .url("doit être une adresse http(s)")
      .refine((url) => /^https?:\/\//i.test(url), "doit commencer par http:// ou https://")
      .optional(),
  ),
  S3_ACCESS_KEY_ID: emptyAsUnset(z.string().optional()),
  S3_SECRET_ACCESS_KEY: emptyAsUnset(z.string().optional()),
  S3_FORCE_PATH_STYLE: emptyAsUnset(z.enum(["true", "false"], "doit valoir true ou false").default("false")),
  S3_PREFIX: emptyAsUnset(
    z
      .string()
      .regex(/^([A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\/?$/, "doit être un chemin simple (ex. site/)")
      .optional(),
  ),
  S3_SERVER_SIDE_ENCRYPTION: emptyAsUnset(z.enum(["AES256", "aws:kms"], "doit valoir AES256 ou aws:kms").optional()),
  /** Breezy HR (decision 0035): token and company together, or neither (Breezy off). */
  BREEZY_API_TOKEN: emptyAsUnset(z.string().optional()),
  BREEZY_COMPANY_ID: emptyAsUnset(
    z
      .string()
      .regex(/^[\w-]{1,100}$/, "doit être un identifiant de société Breezy")
      .optional(),
  ),
  BREEZY_API_URL: emptyAsUnset(z.string().url().default("https://api.breezy.hr/v3")),
  BREEZY_APP_URL: emptyAsUnset(z.string().url().default("https://app.breezy.hr")),
  BREEZY_SYNC_CRON: emptyAsUnset(z.string().refine(isCronPattern, "doit être une expression cron (ex. */30 * * * *)").default("*/30 * * * *")),
  BREEZY_POOL_POSITION_ID: emptyAsUnset(
    z
      .string()
      .regex(/^[\w-]{1,100}$/, "doit être un identifiant de poste Breezy")
      .optional(),
  ),
});

const S3_REQUIRED = ["S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
const S3_OPTIONAL = ["S3_ENDPOINT", "S3_PREFIX", "S3_SERVER_SIDE_ENCRYPTION"] as const;

/** The bucket when S3_* is set (all four required settings, or none of them). */
function objectStorageOf(e: z.infer<typeof envSchema>): S3Settings | undefined {
  const missing = S3_REQUIRED.filter((name) => !e[name]);
  if (missing.length === S3_REQUIRED.length) {
    const stray = S3_OPTIONAL.filter((name) => e[name]);
    if (stray.length > 0) throw new ConfigError(`${stray.join(", ")} : sans effet sans ${S3_REQUIRED.join(", ")}`);
    return undefined;
  }
  if (missing.length > 0) throw new ConfigError(`${S3_REQUIRED.join(", ")} vont ensemble (manque : ${missing.join(", ")})`);
  const prefix = e.S3_PREFIX ? e.S3_PREFIX.replace(/\/?$/, "/") : "";
  return {
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION!,
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, ""),
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
    prefix,
    serverSideEncryption: e.S3_SERVER_SIDE_ENCRYPTION,
  };
}

function isCronPattern(pattern: string): boolean {
  try {
    new Cron(pattern, { paused: true });
    return true;
  } catch {
    return false;
  }
}

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  /** Uploaded images served by /media/ (DATA_DIR/media, outside the web root). */
  mediaDir: string;
  /** Candidates' files (CVs): outside anything served over HTTP. */
  uploadsDir: string;
  /** S3-compatible bucket holding uploads and media instead of the two folders above (S3_*). */
  objectStorage?: S3Settings;
  databaseUrl?: string;
  /** Processes serving the site on this machine (node:cluster, decision 0051). */
  processes: number;
  logLevel: string;
  /** Proxies in front of the app that append to X-Forwarded-For; 0: the socket's address. */
  trustedProxyHops: number;
  /** Uncached page renders per visitor address and minute. */
  renderBudgetPerMinute: number;
  /** Public search calls per visitor address and minute. */
  searchBudgetPerMinute: number;
  /** The back-office maps' tile server (Leaflet URL template) and its credit line. */
  mapTiles: MapTiles;
  /** Google Places: a daily task refreshes the stored reviews, rating and count (decision 0037); absent: the stored reviews as they are. */
  googlePlaces?: { apiKey: string; baseUrl: string };
  captcha: {
    hmacSecret: string;
    turnstile?: { siteKey: string; secretKey: string; verifyUrl: string };
  };
  brand: Brand;
  personalData: {
    /** HMAC key of data_requests.subject_hash (server/modules/personal-data). */
    hmacSecret: string;
    /** False when hmacSecret was drawn at start-up: hashes then match within this process only. */
    stableSecret: boolean;
  };
  mail: {
    /** smtp://user:pass@host:587 or smtps://…; without it messages go to the outbox. */
    smtpUrl?: string;
    from: string;
    /** Where the firm's own notifications (new leads, applications…) are sent. */
    firmAddress: string;
    /** .eml files written when no SMTP server is configured; outside the web root. */
    outboxDir: string;
  };
  account: {
    loginFailureDelayMs: number;
    /** Created by ensureInitialSuperuser when no superuser exists yet. */
    initialAdmin?: { email: string; password: string };
  };
  /** Staff sign-in with Google (OIDC); absent when not configured. */
  google?: GoogleConfig;
  tasks: {
    /** Whether this process runs the scheduled tasks (server/modules/tasks/schedules.ts). */
    enabled: boolean;
    /** Cron expression of the weekly job-alert e-mails, in Europe/Paris time. */
    alertsCron: string;
    pollMs: number;
  };
  jobSurveys: {
    /** Days after the invitation before the one reminder (job-surveys:remind); 0: none. */
    reminderDays: number;
  };
  /** Records' «Historique»: days a line is kept (history:purge). */
  history: { retentionDays: number };
  /** Geocoder of addresses (BAN or Nominatim); absent: candidates stay at their commune's centre. */
  geocoder?: GeocoderConfig;
  /** Company logo service; absent: the drawer shows the companies' initials. */
  logos?: { urlTemplate: string; timeoutMs: number };
  /** Breezy HR (server/modules/breezy); absent: off, the site's own offers and candidates only. */
  breezy?: BreezyConfig;
};

export type BreezyConfig = {
  apiUrl: string;
  token: string;
  companyId: string;
  /** Base of the «Voir sur Breezy» links. */
  appUrl: string;
  syncCron: string;
  /** Where CV drops and applications to the site's own offers go; absent: they are not pushed. */
  poolPositionId?: string;
};

export type GeocoderConfig = { url: string; kind: "ban" | "nominatim"; minIntervalMs: number; timeoutMs: number; userAgent: string };

export type GoogleConfig = {
  clientId: string;
  clientSecret: string;
  allowedDomain?: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  /** Accepted `iss` values of the ID token. */
  issuers: string[];
};

const GOOGLE_ENDPOINTS = {
  authorizationEndpoint: "https://accounts.google.com/o/oauth2/v2/auth",
  tokenEndpoint: "https://oauth2.googleapis.com/token",
  // Google documents both spellings of its issuer.
  issuers: ["https://accounts.google.com", "accounts.google.com"],
};

/** A setting refused at start-up: its message is for the operator, who needs no stack trace. */
export class ConfigError extends Error {
  constructor(problems: string) {
    super(`Configuration invalide :\n${problems}`);
    this.name = "ConfigError";
  }
}

/**
 * `loadConfig` for `npm start`: a refused setting is printed as its message alone, and the
 * process ends with status 1. Any other error is a bug, thrown with its stack.
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env, exit: (code: number) => never = process.exit): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return exit(1);
  }
}

type Env = z.infer<typeof envSchema>;

/** The environment checked: each variable's format, then the settings that only go together. */
function parseEnv(env: NodeJS.ProcessEnv): Env {
  // Zod's own messages in French too (a number too big, an address that is not one).
  const parsed = envSchema.safeParse(env, { error: z.locales.fr().localeError });
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"));
  const e = parsed.data;
  if (e.NODE_ENV === "production" && !e.PUBLIC_URL) {
    // Canonical links, the sitemap, robots.txt and the links in e-mails are absolute: a guess
    // from the request would hand them to whoever sets the Host header.
    throw new ConfigError(
      "PUBLIC_URL est obligatoire en production (l'adresse publique du site, ex. https://www.exemple.fr) : liens canoniques, sitemap et e-mails en dépendent",
    );
  }
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    // PGlite is a database inside one process: a second process cannot open its files.
    throw new ConfigError("WEB_CONCURRENCY au-delà de 1 demande DATABASE_URL : la base intégrée (PGlite) ne s'ouvre que dans un seul processus");
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError("GOOGLE_CLIENT_ID et GOOGLE_CLIENT_SECRET vont ensemble");
  }
  if (Boolean(e.BREEZY_API_TOKEN) !== Boolean(e.BREEZY_COMPANY_ID)) {
    throw new ConfigError("BREEZY_API_TOKEN et BREEZY_COMPANY_ID vont ensemble");
  }
  return e;
}

/** The firm's name, contacts, links and colours: the defaults unless the environment sets them. */
function brandOf(e: Env): Config["brand"] {
  return {
    ...defaultBrand,
    name: e.BRAND_NAME ?? defaultBrand.name,
    phone: e.BRAND_PHONE ?? defaultBrand.phone,
    email: e.BRAND_EMAIL ?? defaultBrand.email,
    analyticsUrl: e.BRAND_ANALYTICS_URL ?? defaultBrand.analyticsUrl,
    franchiseUrl: e.BRAND_FRANCHISE_URL ?? defaultBrand.franchiseUrl,
    social: {
      facebook: e.BRAND_FACEBOOK_URL ?? defaultBrand.social.facebook,
      instagram: e.BRAND_INSTAGRAM_URL ?? defaultBrand.social.instagram,
      linkedin: e.BRAND_LINKEDIN_URL ?? defaultBrand.social.linkedin,
      tiktok: e.BRAND_TIKTOK_URL ?? defaultBrand.social.tiktok,
    },
    qualiopi: {
      certificateNumber: e.BRAND_QUALIOPI_NUMBER ?? defaultBrand.qualiopi.certificateNumber,
      scope: e.BRAND_QUALIOPI_SCOPE ?? defaultBrand.qualiopi.scope,
    },
    colors: { primary: e.BRAND_PRIMARY_COLOR, accent: e.BRAND_ACCENT_COLOR },
  };
}

/** Staff sign-in with Google (or another OpenID issuer, in tests), when its client is set. */
function googleOf(e: Env): GoogleConfig | undefined {
  const issuerUrl = e.GOOGLE_ISSUER_URL?.replace(/\/$/, "");
  return e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
    ? {
        clientId: e.GOOGLE_CLIENT_ID,
        clientSecret: e.GOOGLE_CLIENT_SECRET,
        allowedDomain: e.GOOGLE_ALLOWED_DOMAIN?.toLowerCase(),
        ...(issuerUrl ? { authorizationEndpoint: `${issuerUrl}/authorize`, tokenEndpoint: `${issuerUrl}/token`, issuers: [issuerUrl] } : GOOGLE_ENDPOINTS),
      }
    : undefined;
}

/** The address geocoder (BAN or Nominatim), when one is set. */
function geocoderOf(e: Env, brandName: string): GeocoderConfig | undefined {
  return e.GEOCODER_URL
    ? {
        url: e.GEOCODER_URL,
        kind: e.GEOCODER_KIND ?? (/nominatim/i.test(new URL(e.GEOCODER_URL).hostname) ? "nominatim" : "ban"),
        minIntervalMs: e.GEOCODER_MIN_INTERVAL_MS,
        timeoutMs: e.GEOCODER_TIMEOUT_MS,
        // Nominatim's policy: an application identifies itself.
        userAgent: `${brandName.replace(/[^\w .-]/g, "")} (${(e.PUBLIC_URL ?? "http://localhost").replace(/\/$/, "")})`,
      }
    : undefined;
}

/** The Breezy HR sync, when its token and company are set. */
function breezyOf(e: Env): BreezyConfig | undefined {
  return e.BREEZY_API_TOKEN && e.BREEZY_COMPANY_ID
    ? {
        apiUrl: e.BREEZY_API_URL.replace(/\/$/, ""),
        token: e.BREEZY_API_TOKEN,
        companyId: e.BREEZY_COMPANY_ID,
        appUrl: e.BREEZY_APP_URL.replace(/\/$/, ""),
        syncCron: e.BREEZY_SYNC_CRON,
        poolPositionId: e.BREEZY_POOL_POSITION_ID,
      }
    : undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(env);
  const brand = brandOf(e);
  const turnstile =
    e.TURNSTILE_SITE_KEY && e.TURNSTILE_SECRET_KEY
      ? { siteKey: e.TURNSTILE_SITE_KEY, secretKey: e.TURNSTILE_SECRET_KEY, verifyUrl: e.TURNSTILE_VERIFY_URL }
      : undefined;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    dataDir: e.DATA_DIR,
    mediaDir: `${e.DATA_DIR}/media`,
    uploadsDir: `${e.DATA_DIR}/uploads`,
    objectStorage: objectStorageOf(e),
    databaseUrl: e.DATABASE_URL || undefined,
    processes: e.WEB_CONCURRENCY,
    logLevel: e.LOG_LEVEL,
    trustedProxyHops: e.TRUST_PROXY === "true" ? 1 : e.TRUST_PROXY === "false" ? 0 : Number(e.TRUST_PROXY),
    renderBudgetPerMinute: e.RENDER_BUDGET_PER_MINUTE,
    searchBudgetPerMinute: e.SEARCH_BUDGET_PER_MINUTE,
    mapTiles: { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    googlePlaces: e.GOOGLE_PLACES_API_KEY ? { apiKey: e.GOOGLE_PLACES_API_KEY, baseUrl: e.GOOGLE_PLACES_BASE_URL.replace(/\/$/, "") } : undefined,
    captcha: {
      // Without a configured secret each process draws its own: challenges then only
      // survive until restart, which is harmless for a single embedded instance.
      hmacSecret: e.CAPTCHA_HMAC_SECRET ?? crypto.randomUUID() + crypto.randomUUID(),
      turnstile,
    },
    brand,
    personalData: {
      // Without a configured key each process draws its own. The log stays correct (who, when,
      // what counts) and the hash still cannot be reversed, but a request cannot be matched
      // to the same person's earlier ones across a restart or another instance: acceptable
      // for a development or demo instance, not for production, where the key should be set.
      hmacSecret: e.PERSONAL_DATA_HMAC_SECRET ?? crypto.randomUUID() + crypto.randomUUID(),
      stableSecret: Boolean(e.PERSONAL_DATA_HMAC_SECRET),
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `"${brand.name.replace(/["\\]/g, "")}" <no-reply@alto-recrutement.example>`,
      firmAddress: e.MAIL_TO ?? brand.email,
      outboxDir: `${e.DATA_DIR}/outbox`,
    },
    account: {
      loginFailureDelayMs: e.LOGIN_FAILURE_DELAY_MS,
      initialAdmin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.trim().toLowerCase(), password: e.ADMIN_PASSWORD } : undefined,
    },
    google: googleOf(e),
    tasks: { enabled: e.TASKS_ENABLED === "true", alertsCron: e.ALERTS_CRON, pollMs: e.TASKS_POLL_SECONDS * 1000 },
    jobSurveys: { reminderDays: e.JOB_SURVEY_REMINDER_DAYS },
    history: { retentionDays: e.HISTORY_RETENTION_DAYS },
    geocoder: geocoderOf(e, brand.name),
    logos: e.LOGO_SERVICE_URL ? { urlTemplate: e.LOGO_SERVICE_URL, timeoutMs: e.GEOCODER_TIMEOUT_MS } : undefined,
    breezy: breezyOf(e),
  };
}
