/**
 * The static content of the site: city pages (/ProjectService/{slug}) and services
 * (/services/{slug}). Seeded at every start (upserted by slug), so edits here reach the site.
 */
import type { City } from "#app/config/enums";

export interface CityPageSeed {
  slug: string;
  city: City;
  title: string;
  about: string;
  location: string;
  projectType: string;
  amenities: string[];
  priceRange: string;
}

export const CITY_PAGES: CityPageSeed[] = [
  {
    slug: "lucknow-faizabad-road",
    city: "Lucknow",
    title: "Faizabad Road, Lucknow",
    about:
      "Faizabad Road is where Lucknow is growing fastest: the corridor runs from Matiyari past the Integral University campus towards Barabanki, with the Lucknow–Ayodhya highway at its back and Gomti Nagar Extension twenty minutes away. We sell LDA-approved residential plots with clear titles, paved internal roads and underground drainage, and we walk every buyer through the registry at the sub-registrar's office.",
    location: "Faizabad Road, near Matiyari Chauraha, Lucknow, Uttar Pradesh",
    projectType: "Residential plots and independent villas",
    amenities: [
      "Gated entry",
      "24x7 Security",
      "Paved internal roads",
      "Underground drainage",
      "Park and jogging track",
      "Power backup",
    ],
    priceRange: "₹20 Lakh to ₹1.5 Cr",
  },
  {
    slug: "gurugram",
    city: "Gurugram",
    title: "Gurugram: Dwarka Expressway and Sohna Road",
    about:
      "For families who work in Gurugram's offices and want to own rather than rent, we shortlist RERA-registered apartments along the Dwarka Expressway and Sohna Road, compare builder payment plans side by side, and check possession records before we recommend a project.",
    location: "Dwarka Expressway and Sohna Road, Gurugram, Haryana",
    projectType: "Apartments and builder floors",
    amenities: ["Clubhouse", "Swimming pool", "Gym", "Power backup", "Covered parking", "Children's play area"],
    priceRange: "₹85 Lakh to ₹4 Cr",
  },
  {
    slug: "noida",
    city: "Noida",
    title: "Noida and Greater Noida West",
    about:
      "Noida's sectors along the Aqua Line metro and the Noida–Greater Noida Expressway combine planned roads with some of the region's best-priced new homes. We list ready-to-move and under-construction apartments, and commercial space for offices and shops in the sectors near the expressway.",
    location: "Sectors 75 to 150 and Greater Noida West, Uttar Pradesh",
    projectType: "Apartments, offices and retail space",
    amenities: ["Metro connectivity", "Gym", "Swimming pool", "Power backup", "Lift", "24x7 Security"],
    priceRange: "₹45 Lakh to ₹3 Cr",
  },
  {
    slug: "kanpur",
    city: "Kanpur",
    title: "Kanpur: Kalyanpur and the Kanpur–Lucknow corridor",
    about:
      "Kanpur's growth has moved west towards Kalyanpur and IIT, and east along the Kanpur–Lucknow highway where the new expressway is coming up. We offer residential plots, independent houses and industrial plots close to the Panki and Dada Nagar industrial areas.",
    location: "Kalyanpur, Panki and the Kanpur–Lucknow highway, Kanpur, Uttar Pradesh",
    projectType: "Residential plots, houses and industrial land",
    amenities: ["Gated entry", "Wide roads", "Street lighting", "Water supply", "Park", "Security"],
    priceRange: "₹15 Lakh to ₹1.2 Cr",
  },
  {
    slug: "varanasi",
    city: "Varanasi",
    title: "Varanasi: Ring Road and Babatpur",
    about:
      "Between the new Ring Road and the Babatpur airport road, Varanasi has room to build: quiet residential colonies a short drive from the ghats, and land for homestays and guest houses that serve the city's pilgrims and visitors all year round.",
    location: "Ring Road, Babatpur Road and Sarnath, Varanasi, Uttar Pradesh",
    projectType: "Residential plots and independent houses",
    amenities: ["Gated colony", "Temple", "Park", "Water supply", "Street lighting", "Security"],
    priceRange: "₹18 Lakh to ₹90 Lakh",
  },
];

export interface ServiceSeed {
  slug: string;
  title: string;
  description: string;
  location: string;
  projectType: string;
  amenities: string[];
  priceRange: string;
}

export const SERVICES: ServiceSeed[] = [
  {
    slug: "buy-plots",
    title: "Buy plots and land",
    description:
      "Plotting is where we started. Every plot we sell has its title chain checked back thirty years, an approved layout, and boundary stones you can see on the ground before you pay a token amount. We arrange site visits seven days a week and help with the bank loan and the registry.",
    location: "Lucknow, Kanpur and Varanasi",
    projectType: "Residential, commercial and agricultural plots",
    amenities: ["Clear title", "Approved layout", "Site visits every day", "Loan assistance", "Registry support"],
    priceRange: "₹20 Lakh to ₹5 Cr",
  },
  {
    slug: "buy-commercial",
    title: "Buy a commercial property",
    description:
      "Shops, showrooms, offices and warehouses on main roads and in new commercial hubs. We share footfall, rental yield and the circle rate for each property so that you can compare an investment on numbers, not on brochures.",
    location: "Lucknow, Noida, Gurugram and Kanpur",
    projectType: "Shops, offices, showrooms and warehouses",
    amenities: ["Main-road frontage", "Parking", "Power backup", "Lift", "Fire safety"],
    priceRange: "₹35 Lakh to ₹10 Cr",
  },
  {
    slug: "rent-home",
    title: "Rent a home",
    description:
      "Flats and independent houses for families, with the rent agreement, police verification and move-in checklist handled for you. Every home is visited by our team before it is listed, and the photos are of the real home.",
    location: "Lucknow, Noida and Kanpur",
    projectType: "Flats and independent houses",
    amenities: ["Verified owners", "Rent agreement", "Police verification", "Move-in inspection"],
    priceRange: "₹10K to ₹2 Lakh per month",
  },
  {
    slug: "lease-commercial",
    title: "Lease a commercial space",
    description:
      "Office floors, retail units and warehouses on lease, from a 300 sq ft shop to a 50,000 sq ft warehouse. We negotiate lock-in periods, escalation and fit-out time on your behalf.",
    location: "Lucknow, Noida, Gurugram and Kanpur",
    projectType: "Offices, retail and warehousing",
    amenities: ["Flexible lock-in", "Fit-out support", "Parking", "Power backup", "24x7 Security"],
    priceRange: "₹25K to ₹15 Lakh per month",
  },
  {
    slug: "pg-co-living",
    title: "PG and co-living",
    description:
      "Furnished rooms for students and young professionals near universities, hospitals and office hubs, with meals, Wi-Fi and housekeeping included in one monthly rent and no brokerage.",
    location: "Lucknow and Noida",
    projectType: "Paying guest rooms and co-living",
    amenities: ["Meals included", "Wi-Fi", "Housekeeping", "Laundry", "CCTV security"],
    priceRange: "₹6K to ₹25K per month",
  },
];
