import { msg } from "#app/modules/i18n/translate";

/**
 * Whose contact details a listing page offers, as its words name them (issue 57, B12): an
 * Agent's listing says "the agent" wherever an owner's says "the owner", so nobody is told
 * they are talking to an owner when they are not. Every other poster (an Owner, a Client, an
 * Admin posting for the company) keeps the old product's "Listing Owner" words. An Owner the
 * broker signs flagged is still an Owner until an Admin decides (decision 044).
 */
export type PosterKind = "owner" | "agent";

export function posterKind(role: string | null | undefined): PosterKind {
  return role === "Agent" ? "agent" : "owner";
}

/** The listing page's words around the poster's details, for each kind (small: they ship with the page). */
export const POSTER_WORDS = {
  owner: {
    panelTitle: msg("Listing Owner"),
    signInToSee: msg("Sign in to see the owner's number and e-mail."),
    messagesOnly: msg("This owner takes messages only: write to them below, or book a site visit."),
    email: msg("Email the owner"),
    whatsApp: msg("WhatsApp the owner"),
    ask: msg("Ask the owner"),
    signInToAsk: msg("Sign in to ask the owner"),
    signInLead: msg("Sign in to send an enquiry: owners hear only from people whose mobile number we have verified."),
    sendLead: msg("We send your message to the owner, with your number and e-mail."),
    contact: msg("Contact the owner"),
    them: msg("the owner"),
    showNumberSignIn: msg("Show number: sign in to see the owner's number"),
  },
  agent: {
    panelTitle: msg("Listing Agent"),
    signInToSee: msg("Sign in to see the agent's number and e-mail."),
    messagesOnly: msg("This agent takes messages only: write to them below, or book a site visit."),
    email: msg("Email the agent"),
    whatsApp: msg("WhatsApp the agent"),
    ask: msg("Ask the agent"),
    signInToAsk: msg("Sign in to ask the agent"),
    signInLead: msg("Sign in to send an enquiry: agents hear only from people whose mobile number we have verified."),
    sendLead: msg("We send your message to the agent, with your number and e-mail."),
    contact: msg("Contact the agent"),
    them: msg("the agent"),
    showNumberSignIn: msg("Show number: sign in to see the agent's number"),
  },
} as const satisfies Record<PosterKind, Record<string, string>>;

/**
 * One kind's words, as the listing page's model chooses them (pages/listing-page.server.ts):
 * the page's code carries neither set, only the chosen words in its data.
 */
export type PosterWords = Record<keyof (typeof POSTER_WORDS)["owner"], string>;
