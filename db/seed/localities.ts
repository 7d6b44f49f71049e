import type { City } from "#app/config/cities";

/**
 * The site's own list of localities (decision 058), written at every start before India
 * Post's offices (locality-centres.json), which fill in the rest. Each centre is the
 * locality's well-known middle (its main crossing, market or post office), placed by hand
 * from public maps to within about a kilometre; Admins correct them on /admin/places, and
 * a correction is never overwritten by a later seed. A locality without a centre (a road
 * that crosses the city, an area whose middle we could not place) is on the list all the
 * same: listings there are shown in words until an Admin places it.
 *
 * Hindi names come from the site's one table of them (app/modules/i18n/place-names.ts).
 * `reachKm`: how far from the centre a pin may lie, for the long ones (a road's stretch
 * of colonies); others take the LOCALITY_PIN_KM setting.
 */
export interface ListedLocality {
  name: string;
  /** Its centre as [north, east] in degrees, or null while the list does not know where it is. */
  centre: [number, number] | null;
  aliases?: string[];
  reachKm?: number;
}

export const LOCALITIES: Record<City, ListedLocality[]> = {
  Lucknow: [
    { name: "Hazratganj", centre: [26.8505, 80.9465] },
    { name: "Gomti Nagar", centre: [26.856, 81.0] },
    {
      name: "Gomti Nagar Extension",
      centre: [26.818, 81.023],
      aliases: ["Gomti Nagar Extn", "Gomti Nagar Vistar"],
    },
    { name: "Vibhuti Khand", centre: [26.864, 81.004] },
    { name: "Indira Nagar", centre: [26.879, 80.996] },
    { name: "Kursi Road", centre: [26.94, 80.99], reachKm: 10 },
    { name: "Gudamba", centre: [26.93, 80.983] },
    { name: "Aliganj", centre: [26.8945, 80.944] },
    { name: "Kapoorthala", centre: [26.887, 80.946] },
    { name: "Jankipuram", centre: [26.92, 80.945] },
    { name: "Jankipuram Extension", centre: [26.94, 80.933], aliases: ["Jankipuram Vistar"] },
    { name: "Vikas Nagar", centre: [26.896, 80.959] },
    { name: "Mahanagar", centre: [26.873, 80.957] },
    { name: "Nishatganj", centre: [26.867, 80.959] },
    { name: "Nirala Nagar", centre: [26.8785, 80.937] },
    { name: "Daliganj", centre: [26.871, 80.93] },
    { name: "Kaiserbagh", centre: [26.855, 80.932], aliases: ["Qaiserbagh"] },
    { name: "Chowk", centre: [26.8685, 80.91] },
    { name: "Thakurganj", centre: [26.872, 80.89] },
    { name: "Dubagga", centre: [26.868, 80.867] },
    { name: "Rajajipuram", centre: [26.848, 80.885] },
    { name: "Aishbagh", centre: [26.844, 80.903] },
    { name: "Rajendra Nagar", centre: [26.852, 80.916] },
    { name: "Aminabad", centre: [26.8485, 80.9225] },
    { name: "Lalbagh", centre: [26.849, 80.94] },
    { name: "Charbagh", centre: [26.832, 80.923] },
    { name: "Alambagh", centre: [26.814, 80.905] },
    { name: "Aashiana", centre: [26.79, 80.914], aliases: ["Ashiyana", "Ashiana"] },
    { name: "Kanpur Road", centre: [26.795, 80.895], reachKm: 10 },
    { name: "Transport Nagar", centre: [26.785, 80.893] },
    { name: "Amausi", centre: [26.77, 80.879] },
    { name: "Sarojini Nagar", centre: [26.754, 80.865] },
    { name: "Telibagh", centre: [26.785, 80.938] },
    { name: "Utrathia", centre: [26.7763, 80.9435], aliases: ["Utrethia"] },
    { name: "Vrindavan Yojana", centre: [26.78, 80.955], aliases: ["Vrindavan Yojna", "Vrindavan Colony"] },
    { name: "Raebareli Road", centre: [26.755, 80.945], reachKm: 12 },
    { name: "Sushant Golf City", centre: [26.792, 81.005] },
    { name: "Sultanpur Road", centre: [26.778, 81.035], reachKm: 12 },
    { name: "Faizabad Road", centre: [26.876, 81.025], aliases: ["Ayodhya Road"], reachKm: 12 },
    { name: "Chinhat", centre: [26.879, 81.044] },
    { name: "Matiyari", centre: [26.892, 81.062], aliases: ["Matiyari, Faizabad Road"] },
    { name: "Kalyanpur", centre: [26.899, 80.976] },
    { name: "Sitapur Road", centre: [26.935, 80.93], reachKm: 12 },
    { name: "Hardoi Road", centre: [26.9, 80.85], reachKm: 12 },
    { name: "Bakshi Ka Talab", centre: [26.987, 80.921] },
    { name: "Mohanlalganj", centre: [26.682, 80.982] },
    { name: "Gosainganj", centre: [26.767, 81.108] },
    { name: "Kakori", centre: [26.869, 80.785] },
    { name: "Malihabad", centre: [26.917, 80.708] },
    // Roads across the city and areas whose middle is not placed yet: on the list, no centre.
    { name: "Shaheed Path", centre: null, aliases: ["Amar Shaheed Path"] },
    { name: "Ring Road", centre: null },
    { name: "Chinhat Industrial Area", centre: null },
  ],
  Noida: [
    { name: "Sector 18", centre: [28.57, 77.324] },
    { name: "Sector 62", centre: [28.627, 77.365] },
    { name: "Sector 63", centre: [28.626, 77.38] },
    { name: "Sector 150", centre: [28.416, 77.486] },
    { name: "Greater Noida West", centre: [28.605, 77.433], aliases: ["Noida Extension"] },
  ],
  Gurugram: [
    { name: "DLF Phase 3", centre: [28.493, 77.093] },
    { name: "Golf Course Road", centre: [28.45, 77.097], reachKm: 10 },
    { name: "Sohna Road", centre: [28.41, 77.043], reachKm: 12 },
    { name: "Sector 113, Dwarka Expressway", centre: null },
  ],
  Kanpur: [
    { name: "Kalyanpur", centre: [26.515, 80.247] },
    { name: "Panki", centre: [26.474, 80.256] },
    { name: "Civil Lines", centre: [26.475, 80.345] },
    { name: "Swaroop Nagar", centre: [26.482, 80.313], aliases: ["Swarup Nagar"] },
    { name: "Kidwai Nagar", centre: [26.428, 80.327] },
    { name: "Azad Nagar", centre: null },
    { name: "Panki Industrial Area", centre: null },
  ],
  Varanasi: [
    { name: "Sigra", centre: [25.319, 82.988] },
    { name: "Lanka", centre: [25.281, 82.999] },
    { name: "Assi", centre: [25.288, 83.006] },
    { name: "Bhelupur", centre: [25.296, 82.999] },
    { name: "Sarnath", centre: [25.381, 83.025] },
    { name: "Babatpur", centre: [25.447, 82.859] },
    { name: "Ring Road", centre: null },
  ],
};
