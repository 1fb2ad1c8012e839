import type { IncomingMessage } from "node:http";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { serveStatic } from "@hono/node-server/serve-static";
import type { AppDeps } from "./app-deps";
import { handleApiError, HttpError } from "./lib/errors";
import { securityHeaders } from "./lib/security-headers";
import {
  bodyFor,
  cachedPage,
  countSend,
  createPageCache,
  createRenderQueue,
  pageCacheKey,
  recordSentHeaders,
  type CachedPage,
  type PageCache,
} from "./lib/page-cache";
import { clientAddress, createRateLimiter } from "./lib/rate-limit";
import { createSearchBudget, isPublicSearchPath, type SearchBudget } from "./lib/search-budget";
import { compression, preferredEncoding, varyOnEncoding, type Encoding } from "./lib/compression";
import { dropBodyHeaders, etagMatches, fileEtag, isNotModified, notModifiedFrom, PUBLIC_PAGE_CACHE_CONTROL } from "./lib/http-caching";
import { createRenderSlots } from "./lib/render-slots";
import { requestLogger } from "./lib/logger";
import { contentChanged, onContentChange } from "./lib/content-changes";
import { canonicalPath, namesAnotherHost } from "../common/canonical-path";
import { getCookie } from "hono/cookie";
import { geoApi } from "./modules/geo/geo.api";
import { siteMapApi } from "./modules/site-map/site-map.api";
import { agenciesApi, placeReviewsApi } from "./modules/agencies/agencies.api";
import { independentsApi } from "./modules/independents/independents.api";
import { mediaRoutes } from "./modules/media/media.routes";
import { brandApi } from "./modules/employer-brand/employer-brand.api";
import { contactApi } from "./modules/contact/contact.api";
import { systemApi } from "./modules/system/system.api";
import { captchaApi } from "./modules/captcha/captcha.api";
import { jobProfileFileApi, jobProfilesApi } from "./modules/job-profiles/job-profiles.api";
import { seoRoutes } from "./modules/seo/seo.routes";
import { socialCardRoutes } from "./modules/social-card/social-card.routes";
import { offersApi } from "./modules/offers/offers.api";
import { applicationsApi, UPLOAD_PATHS } from "./modules/applications/applications.api";
import { jobAlertsApi } from "./modules/job-alerts/job-alerts.api";
import { candidatesApi } from "./modules/candidates/candidates.api";
import { isSurveyAttachmentPath, jobSurveysApi } from "./modules/job-surveys/job-surveys.api";
import { jobSurveysAdminApi } from "./modules/job-surveys/job-surveys-admin.api";
import { personalDataApi } from "./modules/personal-data/personal-data.api";
import { adminHomeApi } from "./resources/admin-home/admin-home.api";
import { cityPagesApi } from "./modules/city-pages/city-pages.api";
import { isImageUploadPath, resourcesApi } from "./resources/crud.api";
import { drawMissingMedia } from "./resources/resource-images";
import { accountApi, registerPageApi } from "./modules/account/account.api";
import { editorialBrandingApi, editorialContentApi, legacyPagerApi } from "./modules/editorial/editorial.api";
import { pagesByTypeApi } from "./resources/pages-by-type.api";
import { servicesTrainingApi, trainingApi } from "./modules/trainings/trainings.api";
import { sessionsApi } from "./modules/trainings/sessions.api";
import { registrationAdminApi, registrationApi } from "./modules/trainings/registrations.api";
import { privateWhenSignedIn, sameOriginWrites, sessionCookieName, sessionMiddleware, type AuthEnv } from "./modules/account/auth.middleware";
import { hasRole, type SessionUser } from "../common/roles";
import { refuseNulInUrl } from "./lib/nul-characters";
import { OUTAGE_PAGE_HTML, RETRY_AFTER_SECONDS } from "./lib/database-outage";
import { statusPage } from "./lib/status-page";
import { reportsApi } from "./modules/reports/reports.api";
import { tasksApi } from "./modules/tasks/tasks.api";
import { mailerAdminApi } from "./resources/mailer-admin/mailer-admin.api";
import { registerSiteFetch } from "./modules/reports/site-fetch";
import { companyLogosApi } from "./modules/company-logos/company-logos.api";

export type AppEnv = { Variables: { nonce: string; cachedPage?: CachedPage } & AuthEnv["Variables"] };

/** What a page render receives from the server, on top of React Router's own. */
export type LoadContext = AppDeps & {
  nonce: string;
  user: SessionUser | null;
  /** Set by the render's error handler (app/entry.server.tsx) when a loader could not reach the database. */
  outage: { databaseUnavailable: boolean };
};

export type DocumentHandler = (request: Request, context: LoadContext) => Promise<Response>;

export type AppOptions = AppDeps & {
  /** React Router's request handler; absent in API-only tests. */
  renderDocument?: DocumentHandler;
  /** Built browser assets (production); Vite serves them in development. */
  clientAssetsDir?: string;
  /** The visitors' page cache, shared with the server's fast path (entry.prod.ts); one of its own otherwise. */
  pageCache?: PageCache;
  /** Public searches per address, shared with the server's early refusal (entry.prod.ts); one of its own otherwise. */
  searchBudget?: SearchBudget;
};

/**
 * A stored page as this client takes it. The request's nonce becomes the entry's, so the
 * policy the security headers send matches the scripts in the stored bytes.
 */
function sendCachedPage(c: Context<AppEnv>, page: CachedPage, encoding: Encoding | null, state: "hit" | "miss") {
  c.set("nonce", page.nonce);
  c.set("cachedPage", page);
  const headers = new Headers(page.headers);
  headers.set("X-Page-Cache", state);
  varyOnEncoding(headers);
  if (etagMatches(c.req.header("If-None-Match"), page.etag)) return notModifiedFrom(headers);
  countSend(page);
  if (encoding) headers.set("Content-Encoding", encoding);
  return new Response(bodyFor(page, encoding), { status: page.status, headers });
}

/**
 * The client build's files with their caching rule and validators (a copy still current gets a
 * 304, by If-None-Match or If-Modified-Since). The header is set on the file's answer
 * (serveStatic's onFound runs after that answer is built, too late for it).
 */
function builtFiles(root: string, cacheControl: string): MiddlewareHandler {
  const serve = serveStatic({ root, precompressed: true });
  return async (c, next) => {
    let found = true;
    const answer = await serve(c, async () => {
      found = false;
      await next();
    });
    if (!found || !answer) return answer;
    answer.headers.set("Cache-Control", cacheControl);
    const lastModified = answer.headers.get("Last-Modified");
    if (answer.status !== 200 || !lastModified) return answer;
    const etag = fileEtag(answer.headers.get("Content-Length") ?? "", lastModified);
    answer.headers.set("ETag", etag);
    if (!isNotModified(c.req.raw.headers, { etag, lastModified })) return answer;
    await answer.body?.cancel(); // closes the file opened for the body nobody reads
    c.res = notModifiedFrom(answer.headers);
    // Hono copies the file's answer's headers onto the one replacing it: the body's go again.
    dropBodyHeaders(c.res.headers);
    return c.res;
  };
}

const TOO_MANY_RENDERS_HTML = statusPage(
  "Trop de pages demandées",
  "Vous avez ouvert beaucoup de pages en peu de temps. Merci de patienter une minute avant de continuer.",
  { homeLink: false },
);

/** The answer to a request whose client closed the connection before its render began: nobody reads it. */
const visitorLeft = () => new Response(null, { status: 503 });

/**
 * The visitor closed the connection. The request's signal says so once the socket has closed, a
 * phase of the event loop after the end was read; Node's own request (@hono/node-server passes
 * it as `incoming`) says so as soon as it is read, which render-slots.ts waits for.
 */
function visitorHasLeft(c: Context): boolean {
  if (c.req.raw.signal.aborted) return true;
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming !== undefined && (incoming.destroyed || incoming.socket?.readableEnded === true);
}

/** Body size of ordinary JSON calls; upload routes set their own limit. */
const JSON_BODY_LIMIT = 100 * 1024;
/** Visitors' calls whose success changes what a page shows (a session's seats left). */
const VISITOR_WRITES_SHOWN_ON_PAGES = new Set(["/api/branding/save_inscription"]);

/** The API's routes as the browser's client (app/lib/api.ts) reads their types. */
export type ApiRoutes = ReturnType<typeof apiRoutes>;

/** Every call under /api, by the spec's address groups. */
function apiRoutes(deps: AppDeps) {
  return new Hono()
    .route("/geo", geoApi(deps))
    .route("/branding", siteMapApi(deps))
    .route("/branding", agenciesApi(deps))
    .route("/legacy/google", placeReviewsApi(deps))
    .route("/branding", independentsApi(deps))
    .route("/branding", brandApi(deps))
    .route("/branding", contactApi(deps))
    .route("/branding", registrationApi(deps))
    .route("/jobs", jobProfilesApi(deps))
    .route("/jobs", offersApi(deps))
    .route("/jobs", applicationsApi(deps))
    .route("/jobs", jobAlertsApi(deps))
    .route("/jobs", candidatesApi(deps))
    .route("/jobs", companyLogosApi(deps))
    .route("/jobs", jobSurveysApi(deps))
    .route("/jobs", jobSurveysAdminApi(deps))
    .route("/admin/personal_data", personalDataApi(deps))
    .route("/admin/home", adminHomeApi(deps))
    .route("/branding", jobProfileFileApi(deps))
    .route("/captcha", captchaApi(deps))
    .route("/account", accountApi(deps))
    .route("/content", registerPageApi(deps))
    .route("/content", cityPagesApi(deps))
    .route("/content", editorialContentApi(deps))
    .route("/content", pagesByTypeApi(deps))
    .route("/content", reportsApi(deps))
    .route("/tasks", tasksApi(deps))
    .route("/", mailerAdminApi(deps))
    .route("/branding", editorialBrandingApi(deps))
    .route("/legacy/pager", legacyPagerApi(deps))
    .route("/training", trainingApi(deps))
    .route("/training", sessionsApi(deps))
    .route("/training", registrationAdminApi(deps))
    .route("/services", servicesTrainingApi(deps))
    .route("/", resourcesApi(deps))
    .route("/", systemApi(deps));
}

type PageServing = { renderDocument: DocumentHandler; pageCache: PageCache; sessionCookie: string; deps: AppDeps };

/**
 * Pages: a visitor's GET is answered from the page cache when it can be (one render shared by
 * the visitors asking at once), else rendered within the render slots and budget.
 */
function servePages(app: Hono<AppEnv>, { renderDocument, pageCache, sessionCookie, deps }: PageServing) {
  const { config } = deps;
  // The reports' crawl asks this app for its pages: no network between them (reports.crawl.ts).
  registerSiteFetch((request) => Promise.resolve(app.fetch(request)));
  const renders = createRenderQueue();
  const renderSlots = createRenderSlots();
  // Uncached renders per visitor and minute (RENDER_BUDGET_PER_MINUTE): far more than anyone
  // reads, far less than a script walking random addresses needs to keep the server busy.
  const renderBudget = createRateLimiter(deps.throttleWindows, "renders", { limit: config.renderBudgetPerMinute, windowMs: 60_000 });
  app.all("*", async (c) => {
    const cacheable = c.req.method === "GET" && !getCookie(c, sessionCookie) && config.env === "production";
    const key = pageCacheKey(new URL(c.req.url));
    // A render that began before the content changed is neither stored nor shared after it.
    const generation = pageCache.generation;
    const renderKey = `${generation}:${key}`;
    const encoding = preferredEncoding(c.req.header("Accept-Encoding"));
    if (cacheable) {
      // No await unless a render is under way: the check and the queue entry stay one step.
      const pending = renders.pending(renderKey);
      const cached = pageCache.get(key) ?? (pending ? await pending : undefined);
      if (cached) return sendCachedPage(c, cached, encoding, "hit");
    }
    const render = async (): Promise<{ page: CachedPage | null; response: Response }> => {
      // Renders cost CPU; a client asking for page after uncached page gets a pause. Counted
      // here, once the render is this request's own (visitors waiting for it cause none),
      // in the database when instances share one: if it cannot count, nobody is refused for it.
      if (cacheable) {
        const budget = await renderBudget.hit(clientAddress(c, config.trustedProxyHops)).catch(() => ({ allowed: true }));
        if (!budget.allowed) {
          c.header("Retry-After", "60");
          return { page: null, response: c.html(TOO_MANY_RENDERS_HTML, 429) };
        }
      }
      const outage = { databaseUnavailable: false };
      const response = await renderSlots.run(async () =>
        // A visitor who left while the render waited for its slot is not rendered for.
        visitorHasLeft(c) ? visitorLeft() : renderDocument(c.req.raw, { ...deps, nonce: c.get("nonce"), user: c.get("user"), outage }),
      );
      if (outage.databaseUnavailable) {
        c.header("Retry-After", String(RETRY_AFTER_SECONDS));
        return { page: null, response: c.html(OUTAGE_PAGE_HTML, 503) };
      }
      const type = response.headers.get("Content-Type") ?? "";
      // Pages that act when rendered (alert confirmation, unsubscribe) say no-store.
      const storable = !/no-store|private/i.test(response.headers.get("Cache-Control") ?? "");
      if (!cacheable || !storable || response.status !== 200 || response.headers.has("Set-Cookie") || !/text\/html|text\/x-script|application\/json/.test(type))
        return { page: null, response };
      const headers = [...response.headers.entries()].filter(([name]) => name.toLowerCase() !== "content-length");
      // What a visitor is sent, any visitor may be sent: shared caches may keep it (decision 0067).
      if (!response.headers.has("Cache-Control")) headers.push(["Cache-Control", PUBLIC_PAGE_CACHE_CONTROL]);
      // Bytes as rendered: decoding to a string and encoding back cost 2 ms a page.
      const page = await cachedPage(
        new Uint8Array(await response.arrayBuffer()),
        {
          nonce: c.get("nonce"),
          status: response.status,
          headers,
          storedAt: Date.now(),
        },
        encoding,
      );
      pageCache.set(key, page, generation);
      return { page, response };
    };
    if (!cacheable) return (await render()).response;
    const result = await renders.run(renderKey, render);
    return result instanceof Response ? result : sendCachedPage(c, result, encoding, "miss");
  });
}

export function createApp(options: AppOptions) {
  const { renderDocument, clientAssetsDir, pageCache = createPageCache(), searchBudget: sharedSearchBudget, ...deps } = options;
  const { logger, config } = deps;
  const searchBudget = sharedSearchBudget ?? createSearchBudget(config.searchBudgetPerMinute, config.trustedProxyHops);
  const logRequest = requestLogger(logger);
  const app = new Hono<AppEnv>();
  const sessionCookie = sessionCookieName(config);

  // Outermost: what the middleware below added to a cached page's answer is what the fast path repeats.
  app.use(async (c, next) => {
    await next();
    const page = c.get("cachedPage");
    if (page) recordSentHeaders(page, c.res.headers);
  });
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    if (c.req.path.startsWith("/assets/")) return;
    // The path only: query strings can hold what a visitor typed.
    logRequest({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) });
  });
  app.use(compression());
  app.use(refuseNulInUrl());
  app.use(
    securityHeaders({
      production: config.env === "production",
      extraScriptOrigins: config.captcha.turnstile ? ["https://challenges.cloudflare.com"] : [],
      imageOrigins: [new URL(config.mapTiles.url.replace(/[{}]/g, "")).origin],
    }),
  );
  onContentChange(deps.db, () => pageCache.clear());
  // Page content changes through staff writes (signed in): after a successful one, start again
  // from fresh renders. Visitors' writes (leads, captcha, searches by POST) change no page,
  // except a registration, which takes a seat the training page counts.
  app.use("/api/*", async (c, next) => {
    await next();
    const changesPages = getCookie(c, sessionCookie) || VISITOR_WRITES_SHOWN_ON_PAGES.has(c.req.path);
    if (c.req.method !== "GET" && c.res.status < 400 && changesPages) contentChanged(deps.db);
  });
  app.use(sessionMiddleware(deps.db, sessionCookie));
  app.use(privateWhenSignedIn());
  app.use(sameOriginWrites(config.publicUrl, sessionCookie));
  // Public searches per address (search-budget.ts); staff are not counted.
  app.use("/api/*", (c, next) => (isPublicSearchPath(c.req.path) && !hasRole(c.get("user"), "staff") ? searchBudget.middleware(c, next) : next()));
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new HttpError(413, "Requête trop volumineuse");
    },
  });
  // Uploads set their own limits and messages; every other call gets the JSON one.
  const isUpload = (path: string) => UPLOAD_PATHS.includes(path) || isImageUploadPath(path) || isSurveyAttachmentPath(path);
  // GET and HEAD carry no body: asking for it would build the whole Request for nothing (7 % of
  // the CPU of a repeated search).
  const hasBody = (method: string) => method !== "GET" && method !== "HEAD";
  app.use("/api/*", (c, next) => (hasBody(c.req.method) && !isUpload(c.req.path) ? jsonBodyLimit(c, next) : next()));

  app.route("/api", apiRoutes(deps));
  app.all("/api/*", (c) => c.json({ detail: "Ressource introuvable" }, 404));
  app.route("/", seoRoutes(deps));
  app.route("/", socialCardRoutes(deps));
  app.route("/", mediaRoutes(deps, drawMissingMedia(deps)));

  if (clientAssetsDir) {
    // The build writes .br and .gz beside each asset (scripts/precompress.ts): no per-request work.
    app.use("/assets/*", builtFiles(clientAssetsDir, "public, max-age=31536000, immutable"));
    app.use("*", builtFiles(clientAssetsDir, "public, max-age=3600"));
  }
  // One address per page: `/CONTACT` and `/contact/` move permanently to `/contact`.
  // React Router's data requests (`….data`) follow the page they belong to. `//host/` is not
  // moved to `//host`, another site's address: it is left to the not-found page.
  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    const canonical = canonicalPath(pathname);
    if (canonical === pathname || pathname.endsWith(".data") || namesAnotherHost(pathname)) return next();
    return c.redirect(canonical + search, 301);
  });
  if (renderDocument) servePages(app, { renderDocument, pageCache, sessionCookie, deps });
  app.onError((error, c) => handleApiError(error, c, logger));
  return app;
}
