import { Link } from "~/components/ui/site-link";
import { ArrowRight } from "lucide-react";

const buttonClass = "inline-flex items-center gap-2 rounded-full bg-accent px-6 py-3 font-bold text-white hover:bg-accent-hover";

/**
 * «En savoir plus»: an anchor of this page (#contact by default), a page of the site
 * (client-side navigation) or an https address. The back-office accepts nothing else.
 */
export function LearnMoreLink({ href }: { href: string }) {
  const content = (
    <>
      En savoir plus
      <ArrowRight aria-hidden="true" className="size-4" />
    </>
  );
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={buttonClass}>
        {content}
      </Link>
    );
  }
  const external = href.startsWith("http");
  return (
    <a href={href} className={buttonClass} rel={external ? "noopener noreferrer" : undefined}>
      {content}
    </a>
  );
}
