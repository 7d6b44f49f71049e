import { getEnv } from "#app/modules/platform/env.server";
import { DEFAULT_SITE, type Site } from "./site";

/** Company constants with the environment's overrides applied (see the README). */
export function resolveSite(env: NodeJS.ProcessEnv = process.env): Site {
  const text = (name: string, fallback: string) => env[name]?.trim() || fallback;
  const d = DEFAULT_SITE;
  return {
    brand: { first: text("BRAND_FIRST", d.brand.first), second: text("BRAND_SECOND", d.brand.second) },
    tagline: text("COMPANY_TAGLINE", d.tagline),
    phones:
      env.COMPANY_PHONES?.split(",")
        .map((phone) => phone.trim())
        .filter(Boolean) ?? d.phones,
    heroPhone: text("COMPANY_HERO_PHONE", d.heroPhone),
    email: text("COMPANY_EMAIL", d.email),
    address: {
      line1: text("COMPANY_ADDRESS_LINE1", d.address.line1),
      line2: text("COMPANY_ADDRESS_LINE2", d.address.line2),
    },
    addressHindi: {
      line1: text("COMPANY_ADDRESS_HI_LINE1", d.addressHindi.line1),
      line2: text("COMPANY_ADDRESS_HI_LINE2", d.addressHindi.line2),
    },
    chatNumber: text("CHAT_NUMBER", d.chatNumber).replace(/\D/g, ""),
    social: {
      facebook: text("SOCIAL_FACEBOOK", d.social.facebook),
      instagram: text("SOCIAL_INSTAGRAM", d.social.instagram),
      linkedin: text("SOCIAL_LINKEDIN", d.social.linkedin),
      twitter: text("SOCIAL_TWITTER", d.social.twitter),
      youtube: text("SOCIAL_YOUTUBE", d.social.youtube),
    },
    founder: text("FOUNDER_NAME", d.founder),
    developer: { name: text("DEVELOPER_NAME", d.developer.name), phone: text("DEVELOPER_PHONE", d.developer.phone) },
    publicUrl: getEnv().publicUrl,
  };
}

let cached: Site | undefined;

export function getSite(): Site {
  cached ??= resolveSite();
  return cached;
}
