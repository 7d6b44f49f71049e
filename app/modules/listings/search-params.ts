import { CITIES, type City, isOneOf } from "#app/config/enums";
import { cleanQuery } from "#app/modules/listing/query-text";
import { parsePage } from "#app/modules/pagination";

/**
 * Search state lives in the URL (/Search?q=gomti&city=Lucknow&page=2), parsed and
 * checked here; anything else in the query string is ignored.
 */
export interface SearchState {
  q: string;
  city: City | undefined;
  page: number;
}

export function parseSearch(params: URLSearchParams): SearchState {
  const q = cleanQuery(params.get("q"));
  const city = params.get("city") ?? "";
  return { q, city: isOneOf(CITIES, city) ? city : undefined, page: parsePage(params.get("page")) };
}
