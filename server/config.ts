import { z } from "zod";
import { defaultBrand, type Brand } from "../common/brand";

/** Every setting comes from the environment, validated once at start-up (see .env.example). */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  /** Behind a reverse proxy: take the visitor address from X-Forwarded-For (rate limits). */
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  CAPTCHA_HMAC_SECRET: z.string().min(16).optional(),
  TURNSTILE_SITE_KEY: z.string().optional(),
  TURNSTILE_SECRET_KEY: z.string().optional(),
  TURNSTILE_VERIFY_URL: z.string().url().default("https://challenges.cloudflare.com/turnstile/v0/siteverify"),
  BRAND_NAME: z.string().optional(),
  BRAND_PHONE: z.string().optional(),
  BRAND_EMAIL: z.string().email().optional(),
  BRAND_ANALYTICS_URL: z.string().url().optional(),
  BRAND_FRANCHISE_URL: z.string().url().optional(),
  BRAND_FACEBOOK_URL: z.string().url().optional(),
  BRAND_INSTAGRAM_URL: z.string().url().optional(),
  BRAND_LINKEDIN_URL: z.string().url().optional(),
  BRAND_TIKTOK_URL: z.string().url().optional(),
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
});

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  logLevel: string;
  trustProxy: boolean;
  captcha: {
    hmacSecret: string;
    turnstile?: { siteKey: string; secretKey: string; verifyUrl: string };
  };
  brand: Brand;
  mail: {
    /** smtp://user:pass@host:587 or smtps://…; without it messages go to the outbox. */
    smtpUrl?: string;
    from: string;
    /** Where the firm's own notifications (new leads, applications…) are sent. */
    firmAddress: string;
    /** .eml files written when no SMTP server is configured; outside the web root. */
    outboxDir: string;
  };
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Configuration invalide :\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const brandName = e.BRAND_NAME ?? defaultBrand.name;
  const brandEmail = e.BRAND_EMAIL ?? defaultBrand.email;
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
    databaseUrl: e.DATABASE_URL || undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === "true",
    captcha: {
      // Without a configured secret each process draws its own: challenges then only
      // survive until restart, which is harmless for a single embedded instance.
      hmacSecret: e.CAPTCHA_HMAC_SECRET ?? crypto.randomUUID() + crypto.randomUUID(),
      turnstile,
    },
    brand: {
      ...defaultBrand,
      name: brandName,
      phone: e.BRAND_PHONE ?? defaultBrand.phone,
      email: brandEmail,
      analyticsUrl: e.BRAND_ANALYTICS_URL ?? defaultBrand.analyticsUrl,
      franchiseUrl: e.BRAND_FRANCHISE_URL ?? defaultBrand.franchiseUrl,
      social: {
        facebook: e.BRAND_FACEBOOK_URL ?? defaultBrand.social.facebook,
        instagram: e.BRAND_INSTAGRAM_URL ?? defaultBrand.social.instagram,
        linkedin: e.BRAND_LINKEDIN_URL ?? defaultBrand.social.linkedin,
        tiktok: e.BRAND_TIKTOK_URL ?? defaultBrand.social.tiktok,
      },
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `"${brandName.replace(/["\\]/g, "")}" <no-reply@alto-recrutement.example>`,
      firmAddress: e.MAIL_TO ?? brandEmail,
      outboxDir: `${e.DATA_DIR}/outbox`,
    },
  };
}
