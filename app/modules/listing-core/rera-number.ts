// Apart from rera.ts, whose words every listing page loads: only the forms need this.

/**
 * A RERA number as the UP RERA portal writes it, from however it was typed: capitals, no
 * spaces, dots, dashes or slashes ("uprera agt 12345" and "UPRERA-PRJ/678" become
 * UPRERAAGT12345 and UPRERAPRJ678). Agents' and projects' numbers alike, before their check.
 */
export function normaliseRera(typed: string): string {
  return typed.toUpperCase().replace(/[\s._/-]+/g, "");
}
