import type { Locale } from "#app/modules/i18n/locale";
import { msg } from "#app/modules/i18n/translate";
/**
 * Company constants. These are the defaults; each can be overridden by an environment
 * variable (see site.server.ts and the README), and the resolved values reach the browser
 * through the root loader, so components read them with useSite().
 */
export const DEFAULT_SITE = {
  brand: { first: "Awadh", second: "Estates" },
  tagline: msg("Your house should mirror the way you live.") as string,
  phones: ["+91 522 400 1234", "+91 98390 12345"],
  heroPhone: "+91 98390 12345",
  email: "hello@awadhestates.in",
  address: {
    line1: "2nd Floor, Vibhuti Tower, Vibhuti Khand",
    line2: "Gomti Nagar, Lucknow, Uttar Pradesh 226010",
  },
  /** The same address as Hindi pages write it. */
  addressHindi: {
    line1: "दूसरी मंज़िल, विभूति टावर, विभूति खंड",
    line2: "गोमती नगर, लखनऊ, उत्तर प्रदेश 226010",
  },
  /** International format without "+" or spaces, as chat links need it. */
  chatNumber: "919839012345",
  social: {
    facebook: "https://www.facebook.com/awadhestates",
    instagram: "https://www.instagram.com/awadhestates",
    linkedin: "https://www.linkedin.com/company/awadhestates",
    twitter: "https://twitter.com/awadhestates",
    youtube: "https://www.youtube.com/@awadhestates",
  },
  /** Named on the About page. A demo name: set FOUNDER_NAME to the real one. */
  founder: "Alok Srivastava",
  developer: { name: "Awadh Estates Digital", phone: "+91 98390 12346" },
  publicUrl: "http://localhost:3000",
};

export type Site = typeof DEFAULT_SITE;

/** The office's address in a page's language. */
export function siteAddress(site: Site, locale: Locale): Site["address"] {
  return locale === "hi" && site.addressHindi.line1 ? site.addressHindi : site.address;
}
export type SocialNetwork = keyof Site["social"];

/**
 * No details at all: what the browser falls back on when the root loader gave none (only
 * the root's own error page). DEFAULT_SITE itself stays on the server (site.server.ts).
 */
export const NO_SITE: Site = {
  brand: { first: "", second: "" },
  tagline: "",
  phones: [],
  heroPhone: "",
  email: "",
  address: { line1: "", line2: "" },
  addressHindi: { line1: "", line2: "" },
  chatNumber: "",
  social: { facebook: "", instagram: "", linkedin: "", twitter: "", youtube: "" },
  founder: "",
  developer: { name: "", phone: "" },
  publicUrl: "",
};

export function brandName(site: Site): string {
  return `${site.brand.first} ${site.brand.second}`;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function chatHref(site: Site, text?: string): string {
  const query = text ? `?text=${encodeURIComponent(text)}` : "";
  return `https://wa.me/${site.chatNumber}${query}`;
}
