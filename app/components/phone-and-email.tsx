import { Mail, Phone } from "#app/components/icons";
import { useSite } from "#app/components/root-data";
import { telHref } from "#app/config/site";

/** The company's phone numbers and e-mail address as links, one a line (the contact page, the home page's contact section). */
export function PhoneAndEmail({ className }: { className: string }) {
  const site = useSite();
  return (
    <ul className={className}>
      {site.phones.map((phone) => (
        <li key={phone} className="flex items-center gap-3">
          <Phone aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <a href={telHref(phone)} className="font-semibold hover:underline">
            {phone}
          </a>
        </li>
      ))}
      <li className="flex items-center gap-3">
        <Mail aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <a href={`mailto:${site.email}`} className="font-semibold break-all hover:underline">
          {site.email}
        </a>
      </li>
    </ul>
  );
}
