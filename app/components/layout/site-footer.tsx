import { Link } from "~/components/ui/site-link";
import { phoneHref } from "~common/brand";
import { findGroup, type SiteMapEntry } from "~common/site-map";
import type { PageLink } from "~common/public-pages";
import { useCookieConsent } from "~/components/cookie-consent/cookie-consent";
import { useBrand, useRootData } from "~/lib/root-data";
import { NavLink } from "./nav-link";
import { SocialIcon, socialLabels, type SocialNetwork } from "./social-icons";

function FooterMenu({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-bold text-white">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">{children}</ul>
    </nav>
  );
}

const SITEMAP_HREF = "/plan-du-site";
const linkClass = "hover:text-white hover:underline";

function GroupLinks({ group }: { group: SiteMapEntry | undefined }) {
  return group?.children.map((entry) => (
    <li key={entry.id}>
      <NavLink entry={entry} className={linkClass} />
    </li>
  ));
}

function PageLinks({ links }: { links: PageLink[] }) {
  return links.map((link) => (
    <li key={link.href}>
      <Link to={link.href} className={linkClass}>
        {link.label}
      </Link>
    </li>
  ));
}

/** The firm's name, how to reach it and its social networks: the footer's first column. */
function FooterBrand() {
  const brand = useBrand();
  return (
    <div>
      <p className="text-lg font-extrabold text-white">{brand.name}</p>
      <p className="mt-2 text-sm">Cabinet de recrutement et de services RH, au plus près des entreprises et des candidats.</p>
      <p className="mt-4 text-sm">
        <a href={phoneHref(brand.phone)} className={linkClass}>
          {brand.phone}
        </a>
        <br />
        <a href={`mailto:${brand.email}`} className={linkClass}>
          {brand.email}
        </a>
      </p>
      <ul className="mt-4 flex gap-3" aria-label="Réseaux sociaux">
        {(Object.keys(socialLabels) as SocialNetwork[]).map((network) => (
          <li key={network}>
            <a
              href={brand.social[network]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${brand.name} sur ${socialLabels[network]}`}
              className="flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 hover:text-white"
            >
              <SocialIcon network={network} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The last line: site map, legal pages, cookie settings, franchise and copyright. */
function FooterBottomLine({ sitemapInMenu }: { sitemapInMenu: boolean }) {
  const { brand, legalHref } = useRootData();
  const { openPanel } = useCookieConsent();
  return (
    <div className="border-t border-white/10">
      <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-6 gap-y-2 px-4 py-5 text-sm">
        {!sitemapInMenu && (
          <li>
            <Link to={SITEMAP_HREF} className={linkClass}>
              Plan du site
            </Link>
          </li>
        )}
        {legalHref && (
          <li>
            <Link to={legalHref} className={linkClass}>
              Mentions légales
            </Link>
          </li>
        )}
        {/* Declared in app/routes.ts with the legal notices: always served, no root flag needed. */}
        <li>
          <Link to="/donnees-personnelles" className={linkClass}>
            Données personnelles
          </Link>
        </li>
        <li>
          <button type="button" onClick={openPanel} className={linkClass}>
            Gestion des cookies
          </button>
        </li>
        <li>
          <a href={brand.franchiseUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
            Devenir franchisé
          </a>
        </li>
        <li className="ml-auto">
          © {new Date().getFullYear()} {brand.name}
        </li>
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const { siteMap, footerPages } = useRootData();
  const services = findGroup(siteMap, "Nos prestations");
  const aboutUs = findGroup(siteMap, "Qui sommes-nous");
  // The generic service pages are not in the menus: listed here, under the menu's services.
  const inServicesMenu = new Set(services?.children.map((entry) => entry.href));
  // The site map's «Qui sommes-nous» usually lists the «Plan du site»: then the bottom line does not repeat it.
  const sitemapInMenu = Boolean(aboutUs?.children.some((entry) => entry.href === SITEMAP_HREF));
  return (
    // No margin above: the page's last section ends with its own padding, so a tinted one meets
    // the footer instead of leaving a white band (issue 50).
    <footer className="bg-brand-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <FooterBrand />
        <FooterMenu title="Nos prestations">
          <GroupLinks group={services} />
          <PageLinks links={footerPages.services.filter((link) => !inServicesMenu.has(link.href))} />
        </FooterMenu>
        {aboutUs && (
          <FooterMenu title={aboutUs.label}>
            <GroupLinks group={aboutUs} />
          </FooterMenu>
        )}
        {footerPages.regions.length > 0 && (
          <FooterMenu title="Recrutement en région">
            <PageLinks links={footerPages.regions} />
          </FooterMenu>
        )}
      </div>
      <FooterBottomLine sitemapInMenu={sitemapInMenu} />
    </footer>
  );
}
