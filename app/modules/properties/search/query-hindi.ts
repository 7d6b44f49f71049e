import type { City } from "#app/config/enums";
import { HINDI_PLACE_NAMES } from "#app/modules/i18n/place-names";
import type { Meaning, QueryLanguage } from "./query-language";

/**
 * The search box's words in Hindi (Devanagari) and the Hinglish the English table does not
 * already read (issue 28): "3 बीएचके फ़्लैट किराये पर गोमती नगर", "40–60 लाख", "plot 200 gaj
 * tak". Read beside the English table on every page, in both languages. Words with and
 * without the nukta ("फ़्लैट", "फ्लैट") and both spellings of किराये/किराए are listed.
 */

const RENT: Meaning = { listingType: "Rent" };
const SALE: Meaning = { listingType: "Sell" };
const FLAT: Meaning = { propertyType: "Flat/Apartment" };
const HOUSE: Meaning = { propertyType: "Independent House/Villa" };
const PLOT: Meaning = { propertyType: "Plot/Land" };
const FARM: Meaning = { propertyType: "Agricultural Land" };
/** Land of any kind: a plot or farmland ("ज़मीन" is both). */
const LAND: Meaning = { propertyType: ["Plot/Land", "Agricultural Land"] };
const INDUSTRY: Meaning = { category: "Commercial", propertyType: "Industry" };
const COMMERCIAL: Meaning = { category: "Commercial" };
const CHEAPEST_FIRST: Meaning = { sort: "price-asc" };
const SHOP: Meaning = { category: "Commercial", propertyType: "Shop" };
const OFFICE: Meaning = { category: "Commercial", propertyType: "Office" };
const SHOWROOM: Meaning = { category: "Commercial", propertyType: "Showroom" };
const GODOWN: Meaning = { category: "Commercial", propertyType: "Warehouse/Godown" };
const OWNER: Meaning = { postedBy: "Owner" };
const AGENT: Meaning = { postedBy: "Agent" };
const FURNISHED: Meaning = { furnishing: "Fully Furnished" };
const SEMI: Meaning = { furnishing: "Semi-Furnished" };
const UNFURNISHED: Meaning = { furnishing: "Unfurnished" };
const READY: Meaning = { possession: "Ready to move" };
const BUILDING: Meaning = { possession: "Under construction" };
const RK: Meaning = { bhk: 0 };

const each = (meaning: Meaning, ...phrases: string[]) => phrases.map((phrase): [string, Meaning] => [phrase, meaning]);

/** Our cities in Devanagari (their English names are always known). */
const CITY_NAMES: Readonly<Record<string, City>> = {
  लखनऊ: "Lucknow",
  लखनउ: "Lucknow",
  नोएडा: "Noida",
  नोयडा: "Noida",
  गुरुग्राम: "Gurugram",
  गुड़गांव: "Gurugram",
  गुड़गाँव: "Gurugram",
  कानपुर: "Kanpur",
  वाराणसी: "Varanasi",
  बनारस: "Varanasi",
  काशी: "Varanasi",
};

export const HINDI: QueryLanguage = {
  phrases: Object.fromEntries([
    // Listing type. PG rooms are let: a PG is looked for among rentals.
    ...each(RENT, "किराया", "किराये", "किराए", "किराये पर", "किराए पर", "किराये पे", "किराए पे", "किराये का"),
    ...each(RENT, "किराए का", "किराये की", "किराए की", "किराये के लिए", "किराए के लिए", "रेंट", "रेंट पर", "पीजी"),
    ...each(RENT, "kiraya par", "kiraye pr", "kiraye per", "kiraye k liye", "rent par", "rent pe", "on kiraya"),
    ...each(SALE, "बिक्री", "बिक्री के लिए", "बिकाऊ", "बेचना", "बेचने के लिए", "खरीदना", "ख़रीदना", "ख़रीद", "खरीद"),
    ...each(SALE, "बिक्री हेतु", "सेल", "bikri", "bikri ke liye", "kharidna", "kharid"),
    // Kind of property.
    ...each(FLAT, "फ़्लैट", "फ्लैट", "फ़्लैट्स", "फ्लैट्स", "अपार्टमेंट", "बिल्डर फ़्लोर", "बिल्डर फ्लोर"),
    ...each(HOUSE, "मकान", "घर", "कोठी", "विला", "बंगला", "डुप्लेक्स", "स्वतंत्र मकान", "makaan chahiye"),
    ...each(PLOT, "प्लॉट", "प्लाट", "प्लोट", "भूखंड", "भूखण्ड", "plaat", "ploat"),
    ...each(LAND, "ज़मीन", "जमीन", "भूमि"),
    ...each(FARM, "खेत", "कृषि भूमि", "खेती की ज़मीन", "खेती की जमीन", "फ़ार्म", "फार्म", "फ़ार्म हाउस", "फार्म हाउस"),
    ...each(INDUSTRY, "फ़ैक्टरी", "फैक्ट्री", "फ़ैक्ट्री", "उद्योग", "औद्योगिक", "औद्योगिक ज़मीन", "औद्योगिक जमीन"),
    ...each(COMMERCIAL, "व्यावसायिक", "कमर्शियल", "commercial jagah"),
    ...each(SHOP, "दुकान", "दूकान", "दुकानें"),
    ...each(CHEAPEST_FIRST, "सस्ता", "सस्ते", "सस्ती", "कम दाम"),
    // A period after a budget ("15 हज़ार तक प्रति माह"): what is paid by the month is a rent.
    ...each(RENT, "प्रति माह", "महीना", "महीने", "हर महीने", "मासिक"),
    ...each(OFFICE, "ऑफ़िस", "ऑफिस", "दफ़्तर", "दफ्तर"),
    ...each(SHOWROOM, "शोरूम"),
    ...each(GODOWN, "गोदाम", "वेयरहाउस"),
    ...each({ category: "Residential" }, "आवासीय", "रिहायशी", "रेज़िडेंशियल", "रेजिडेंशियल"),
    ...each(RK, "स्टूडियो", "आरके"),
    // Posted by.
    ...each(OWNER, "मालिक", "मालिक से", "सीधे मालिक से", "मालिक द्वारा", "ओनर", "बिना ब्रोकर", "बिना दलाल"),
    ...each(OWNER, "ब्रोकर नहीं", "दलाल नहीं", "malik se", "maalik", "maalik se", "bina broker", "bina dalal"),
    ...each(AGENT, "एजेंट", "एजेंट द्वारा", "ब्रोकर", "दलाल", "डीलर", "dalal"),
    // Furnishing.
    ...each(FURNISHED, "फ़र्निश्ड", "फर्निश्ड", "फ़ुली फ़र्निश्ड", "फुली फर्निश्ड", "फ़र्नीचर के साथ", "फर्नीचर के साथ"),
    ...each(FURNISHED, "फ़र्नीचर सहित", "फर्नीचर सहित", "furniture ke saath", "furniture wala", "furniture wali"),
    ...each(SEMI, "सेमी फ़र्निश्ड", "सेमी फर्निश्ड", "सेमी-फ़र्निश्ड", "सेमी-फर्निश्ड", "सेमी"),
    ...each(UNFURNISHED, "अनफ़र्निश्ड", "अनफर्निश्ड", "बिना फ़र्नीचर", "बिना फर्नीचर", "bina furniture"),
    // Possession.
    ...each(READY, "रेडी टू मूव", "तैयार", "रहने के लिए तैयार", "तुरंत कब्ज़ा", "तुरंत कब्जा", "taiyar"),
    ...each(BUILDING, "निर्माणाधीन", "बन रहा", "बन रहे", "अंडर कंस्ट्रक्शन", "नया लॉन्च", "ban raha"),
    // Amenities.
    ...each({ amenity: "Lift" }, "लिफ़्ट", "लिफ्ट"),
    ...each({ amenity: "Parking" }, "पार्किंग", "कार पार्किंग"),
    ...each({ amenity: "Security" }, "सुरक्षा", "सिक्योरिटी", "गार्ड", "गेटेड"),
    ...each({ amenity: "Power Backup" }, "पावर बैकअप", "बैकअप", "जनरेटर", "इन्वर्टर"),
    ...each({ amenity: "Gym" }, "जिम"),
    ...each({ amenity: "Swimming Pool" }, "स्विमिंग पूल", "पूल", "तरणताल"),
    ...each({ amenity: "Clubhouse" }, "क्लब हाउस", "क्लबहाउस"),
    ...each({ amenity: "Balcony" }, "बालकनी", "बॉलकनी"),
    ...each({ amenity: "Pet Area" }, "पालतू"),
  ]),
  bedrooms: ["बीएचके", "बी एच के", "बी.एच.के", "बेडरूम", "बेड", "कमरे", "कमरा", "कमरों", "kamre", "kamra"],
  roomKitchen: ["आरके", "आर के", "कमरा रसोई"],
  numbers: {
    एक: 1,
    दो: 2,
    तीन: 3,
    चार: 4,
    पाँच: 5,
    पांच: 5,
    छह: 6,
    छः: 6,
    panch: 5,
    chaar: 4,
    chah: 6,
  },
  money: {
    लाख: 1_00_000,
    लाख़: 1_00_000,
    लख: 1_00_000,
    करोड़: 1_00_00_000,
    करोड: 1_00_00_000,
    हज़ार: 1000,
    हजार: 1000,
    crore: 1_00_00_000,
    karor: 1_00_00_000,
    karod: 1_00_00_000,
    lakh: 1_00_000,
    lakhs: 1_00_000,
    laakh: 1_00_000,
    lac: 1_00_000,
  },
  rupees: ["रुपये", "रुपए", "रुपया", "रु", "रु.", "rupaye", "rupye", "rupiya"],
  areas: {
    गज: "sqyd",
    "वर्ग गज": "sqyd",
    "वर्ग फ़ुट": "sqft",
    "वर्ग फुट": "sqft",
    "स्क्वायर फ़ुट": "sqft",
    "स्क्वायर फुट": "sqft",
    फ़ुट: "sqft",
    फुट: "sqft",
    "वर्ग मीटर": "sqm",
    एकड़: "acre",
    एकड: "acre",
    बीघा: "bigha",
    bigha: "bigha",
    gaj: "sqyd",
    gaz: "sqyd",
  },
  atMostBefore: ["अधिकतम", "ज़्यादा से ज़्यादा", "ज्यादा से ज्यादा", "बजट", "maximum", "zyada se zyada"],
  atMostAfter: ["तक", "से कम", "के अंदर", "के अन्दर", "के भीतर", "के नीचे", "तक का", "तक की", "tak ka", "tak ki"],
  atLeastBefore: ["कम से कम", "न्यूनतम", "kam se kam"],
  atLeastAfter: ["से ज़्यादा", "से ज्यादा", "से अधिक", "से ऊपर", "या ज़्यादा", "या ज्यादा", "से upar", "se adhik"],
  rangeBefore: [],
  rangeJoin: ["से", "-", "और"],
  orJoin: ["या", "/", ",", "और", "&"],
  fillers: [
    "में",
    "मे",
    "पर",
    "का",
    "की",
    "के",
    "वाला",
    "वाली",
    "वाले",
    "चाहिए",
    "चाहिये",
    "पास",
    "के पास",
    "नज़दीक",
    "नजदीक",
    "संपत्ति",
    "प्रॉपर्टी",
    "उपलब्ध",
    "लिए",
    "और",
    "या",
    "है",
    "हो",
    "बीच",
    // How people talk to a search box, never what they look for (issue 43).
    "सीधा",
    "सीधे",
    "सीधी",
    "कोई",
    "भी",
    "अच्छा",
    "अच्छी",
    "अच्छे",
    "बढ़िया",
    "कृपया",
    "तुरंत",
    "दिखाओ",
    "दिखाइए",
    "बताओ",
    "बताइए",
    "मुझे",
    "हमें",
    "हैं",
    "par",
    "pe",
    "liye",
    "hai",
  ],
  cities: CITY_NAMES,
  places: HINDI_PLACE_NAMES,
};
