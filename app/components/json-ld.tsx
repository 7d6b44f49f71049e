/**
 * Structured data (schema.org) for search engines. A data block, never executed, so it
 * needs no CSP nonce; "<" is escaped so no text in it can close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON, with "<" escaped above
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
