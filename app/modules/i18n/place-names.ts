import type { Locale } from "./locale";
import { translator } from "./translate";

/**
 * Localities in Devanagari, as the listings spell them in English: the one Hindi name of each
 * known locality, on every part of a Hindi page (cards, headings, breadcrumbs, facts, place
 * pages) and in the search box (a search for "गोमती नगर" finds Gomti Nagar). A locality not
 * in the table is written as its poster typed it, in every language.
 */
export const HINDI_PLACE_NAMES: Readonly<Record<string, string>> = {
  "गोमती नगर": "Gomti Nagar",
  "गोमती नगर एक्सटेंशन": "Gomti Nagar Extension",
  "गोमती नगर विस्तार": "Gomti Nagar Extension",
  "इंदिरा नगर": "Indira Nagar",
  "इन्दिरा नगर": "Indira Nagar",
  "विभूति खंड": "Vibhuti Khand",
  "विभूति खण्ड": "Vibhuti Khand",
  अलीगंज: "Aliganj",
  हज़रतगंज: "Hazratganj",
  हजरतगंज: "Hazratganj",
  "सुल्तानपुर रोड": "Sultanpur Road",
  "कानपुर रोड": "Kanpur Road",
  "फ़ैज़ाबाद रोड": "Faizabad Road",
  "फैजाबाद रोड": "Faizabad Road",
  "सीतापुर रोड": "Sitapur Road",
  "रायबरेली रोड": "Raebareli Road",
  "कुर्सी रोड": "Kursi Road",
  "शहीद पथ": "Shaheed Path",
  जानकीपुरम: "Jankipuram",
  "जानकीपुरम विस्तार": "Jankipuram Extension",
  महानगर: "Mahanagar",
  आशियाना: "Aashiana",
  राजाजीपुरम: "Rajajipuram",
  चिनहट: "Chinhat",
  "विकास नगर": "Vikas Nagar",
  "निराला नगर": "Nirala Nagar",
  आलमबाग: "Alambagh",
  अमौसी: "Amausi",
  तेलीबाग: "Telibagh",
  "सुशांत गोल्फ़ सिटी": "Sushant Golf City",
  "सुशांत गोल्फ सिटी": "Sushant Golf City",
  अमीनाबाद: "Aminabad",
  चारबाग: "Charbagh",
  लालबाग: "Lalbagh",
  चौक: "Chowk",
  ठाकुरगंज: "Thakurganj",
  "बख्शी का तालाब": "Bakshi Ka Talab",
  कल्याणपुर: "Kalyanpur",
  पनकी: "Panki",
  "सिविल लाइंस": "Civil Lines",
  "स्वरूप नगर": "Swaroop Nagar",
  "किदवई नगर": "Kidwai Nagar",
  "आज़ाद नगर": "Azad Nagar",
  "सेक्टर 62": "Sector 62",
  "सेक्टर 63": "Sector 63",
  "सेक्टर 150": "Sector 150",
  "सेक्टर 18": "Sector 18",
  "DLF फ़ेज़ 3": "DLF Phase 3",
  "गोल्फ़ कोर्स रोड": "Golf Course Road",
  "गोल्फ कोर्स रोड": "Golf Course Road",
  "सोहना रोड": "Sohna Road",
  सिगरा: "Sigra",
  लंका: "Lanka",
  अस्सी: "Assi",
  सारनाथ: "Sarnath",
  भेलूपुर: "Bhelupur",
  बाबतपुर: "Babatpur",
  "रिंग रोड": "Ring Road",
  मटियारी: "Matiyari",
  "मटियारी, फ़ैज़ाबाद रोड": "Matiyari, Faizabad Road",
  "चिनहट औद्योगिक क्षेत्र": "Chinhat Industrial Area",
  "पनकी औद्योगिक क्षेत्र": "Panki Industrial Area",
  "ग्रेटर नोएडा वेस्ट": "Greater Noida West",
  "सेक्टर 113, द्वारका एक्सप्रेसवे": "Sector 113, Dwarka Expressway",
};

/** Localities by their English names, in Devanagari (the table above, reversed). */
const HINDI_NAMES = new Map<string, string>();
for (const [hindi, english] of Object.entries(HINDI_PLACE_NAMES))
  if (!HINDI_NAMES.has(english.toLowerCase())) HINDI_NAMES.set(english.toLowerCase(), hindi);

/** A locality as a page in `locale` writes it: Gomti Nagar is गोमती नगर on a Hindi page. */
export function localityName(locality: string, locale: Locale): string {
  return (locale === "hi" && HINDI_NAMES.get(locality.toLowerCase())) || locality;
}

/**
 * Where a listing is, as a page or an e-mail in `locale` writes it: its locality by the one
 * name it has in that language and its city's name ("गोमती नगर, लखनऊ"), the parts it has.
 * An address typed by its poster goes first, as written.
 */
export function placeIn(
  where: { address?: string | null; locality?: string | null; city?: string | null },
  locale: Locale,
): string {
  const { t } = translator(locale);
  return [
    where.address?.trim(),
    where.locality ? localityName(where.locality, locale) : "",
    where.city ? t(where.city) : "",
  ]
    .filter(Boolean)
    .join(", ");
}
