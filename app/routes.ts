import { type RouteConfig, index, route } from "@react-router/dev/routes";

// French URLs from the spec, grouped by area. Menus show a site-map entry only once its
// route exists here (common/served-routes.ts).
export default [
  index("routes/site/home.tsx"),
  route("contact", "routes/site/contact.tsx"),
  route("plan-du-site", "routes/site/plan-du-site.tsx"),
  route("cookies-requis", "routes/site/cookies-requis.tsx"),
  route("account/authenticate/:provider", "routes/account/authenticate.tsx"),
  route("admin/:appLabel/:model", "routes/admin/manager.tsx"),
  route("*", "routes/site/not-found.tsx"),
] satisfies RouteConfig;
