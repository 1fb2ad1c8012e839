import { Mail, MapPin, Phone } from "lucide-react";
import { phoneHref } from "~common/brand";

const icon = "mt-0.5 size-5 shrink-0 text-accent";
const link = "font-semibold underline-offset-4 hover:underline";

/** Address, phone and e-mail of an agency or a recruiter, each only when known. */
export function ContactDetails({
  address,
  phone,
  email,
  className,
}: {
  address?: string | null;
  phone?: string | null;
  email?: string | null;
  className: string;
}) {
  return (
    <ul className={className}>
      {address && (
        <li className="flex gap-2">
          <MapPin aria-hidden="true" className={icon} />
          <span>
            <span className="sr-only">Adresse : </span>
            {address}
          </span>
        </li>
      )}
      {phone && (
        <li className="flex gap-2">
          <Phone aria-hidden="true" className={icon} />
          <a href={phoneHref(phone)} className={link}>
            <span className="sr-only">Téléphone : </span>
            {phone}
          </a>
        </li>
      )}
      {email && (
        <li className="flex min-w-0 gap-2">
          <Mail aria-hidden="true" className={icon} />
          <a href={`mailto:${email}`} className={`break-all ${link}`}>
            <span className="sr-only">E-mail : </span>
            {email}
          </a>
        </li>
      )}
    </ul>
  );
}
