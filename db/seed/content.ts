/**
 * The static content of the site: city pages (/ProjectService/{slug}) and services
 * (/services/{slug}), in English and in Hindi (the company's own copy: Hindi pages show
 * `hindi`). Seeded at every start (upserted by slug), so edits here reach the site.
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
  hindi: { title: string; about: string; location: string; projectType: string; amenities: string[] };
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
    hindi: {
      title: "फ़ैज़ाबाद रोड, लखनऊ",
      about:
        "लखनऊ सबसे तेज़ी से फ़ैज़ाबाद रोड की ओर बढ़ रहा है: यह रास्ता मटियारी से इंटीग्रल यूनिवर्सिटी के कैंपस के आगे बाराबंकी की ओर जाता है, पीछे लखनऊ–अयोध्या हाईवे है और गोमती नगर एक्सटेंशन बस बीस मिनट दूर। हम यहाँ LDA से स्वीकृत आवासीय प्लॉट बेचते हैं: साफ़ मालिकाना हक़, पक्की अंदरूनी सड़कें और भूमिगत नालियाँ। रजिस्ट्री के लिए सब-रजिस्ट्रार दफ़्तर तक हर ख़रीदार के साथ हम ख़ुद चलते हैं।",
      location: "फ़ैज़ाबाद रोड, मटियारी चौराहे के पास, लखनऊ, उत्तर प्रदेश",
      projectType: "आवासीय प्लॉट और स्वतंत्र विला",
      amenities: [
        "गेट वाला प्रवेश",
        "चौबीसों घंटे सुरक्षा",
        "पक्की अंदरूनी सड़कें",
        "भूमिगत नालियाँ",
        "पार्क और जॉगिंग ट्रैक",
        "पावर बैकअप",
      ],
    },
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
    hindi: {
      title: "गुरुग्राम: द्वारका एक्सप्रेसवे और सोहना रोड",
      about:
        "जो परिवार गुरुग्राम के दफ़्तरों में काम करते हैं और किराये के बजाय अपना घर चाहते हैं, उनके लिए हम द्वारका एक्सप्रेसवे और सोहना रोड पर RERA में रजिस्टर्ड अपार्टमेंट चुनते हैं, बिल्डरों के भुगतान प्लान आमने-सामने रखकर मिलाते हैं, और किसी प्रोजेक्ट की सलाह देने से पहले उसके पिछले पज़ेशन का रिकॉर्ड जाँचते हैं।",
      location: "द्वारका एक्सप्रेसवे और सोहना रोड, गुरुग्राम, हरियाणा",
      projectType: "अपार्टमेंट और बिल्डर फ़्लोर",
      amenities: ["क्लबहाउस", "स्विमिंग पूल", "जिम", "पावर बैकअप", "ढकी हुई पार्किंग", "बच्चों के खेलने की जगह"],
    },
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
    hindi: {
      title: "नोएडा और ग्रेटर नोएडा वेस्ट",
      about:
        "एक्वा लाइन मेट्रो और नोएडा–ग्रेटर नोएडा एक्सप्रेसवे के किनारे बसे नोएडा के सेक्टरों में योजना से बनी सड़कें भी हैं और इस इलाक़े के सबसे वाजिब दाम वाले नए घर भी। हम यहाँ रहने के लिए तैयार और निर्माणाधीन अपार्टमेंट लिस्ट करते हैं, और एक्सप्रेसवे के पास के सेक्टरों में ऑफ़िस और दुकानों के लिए व्यावसायिक जगह भी।",
      location: "सेक्टर 75 से 150 और ग्रेटर नोएडा वेस्ट, उत्तर प्रदेश",
      projectType: "अपार्टमेंट, ऑफ़िस और दुकानें",
      amenities: ["मेट्रो से जुड़ाव", "जिम", "स्विमिंग पूल", "पावर बैकअप", "लिफ़्ट", "चौबीसों घंटे सुरक्षा"],
    },
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
    hindi: {
      title: "कानपुर: कल्याणपुर और कानपुर–लखनऊ कॉरिडोर",
      about:
        "कानपुर अब पश्चिम में कल्याणपुर और आईआईटी की ओर फैल रहा है, और पूरब में कानपुर–लखनऊ हाईवे के किनारे, जहाँ नया एक्सप्रेसवे बन रहा है। हम पनकी और दादा नगर के औद्योगिक क्षेत्रों के पास आवासीय प्लॉट, स्वतंत्र मकान और औद्योगिक प्लॉट देते हैं।",
      location: "कल्याणपुर, पनकी और कानपुर–लखनऊ हाईवे, कानपुर, उत्तर प्रदेश",
      projectType: "आवासीय प्लॉट, मकान और औद्योगिक ज़मीन",
      amenities: ["गेट वाला प्रवेश", "चौड़ी सड़कें", "स्ट्रीट लाइट", "पानी की सप्लाई", "पार्क", "सुरक्षा"],
    },
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
    hindi: {
      title: "वाराणसी: रिंग रोड और बाबतपुर",
      about:
        "नई रिंग रोड और बाबतपुर एयरपोर्ट रोड के बीच वाराणसी में बसने की जगह है: घाटों से थोड़ी ही दूरी पर शांत रिहायशी कॉलोनियाँ, और होमस्टे व गेस्ट हाउस के लिए ज़मीन, जहाँ साल भर शहर आने वाले तीर्थयात्री और सैलानी ठहरते हैं।",
      location: "रिंग रोड, बाबतपुर रोड और सारनाथ, वाराणसी, उत्तर प्रदेश",
      projectType: "आवासीय प्लॉट और स्वतंत्र मकान",
      amenities: ["गेट वाली कॉलोनी", "मंदिर", "पार्क", "पानी की सप्लाई", "स्ट्रीट लाइट", "सुरक्षा"],
    },
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
  hindi: { title: string; description: string; location: string; projectType: string; amenities: string[] };
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
    hindi: {
      title: "प्लॉट और ज़मीन ख़रीदें",
      description:
        "हमारी शुरुआत प्लॉटिंग से हुई थी। हम जो भी प्लॉट बेचते हैं, उसके मालिकाना हक़ की कड़ी तीस साल पीछे तक जाँची जाती है, उसका लेआउट स्वीकृत होता है, और टोकन देने से पहले आप ज़मीन पर गड़े सीमा-पत्थर ख़ुद देख सकते हैं। साइट विज़िट हफ़्ते के सातों दिन होती है, और बैंक लोन व रजिस्ट्री में भी हम मदद करते हैं।",
      location: "लखनऊ, कानपुर और वाराणसी",
      projectType: "आवासीय, व्यावसायिक और खेती की ज़मीन के प्लॉट",
      amenities: ["साफ़ मालिकाना हक़", "स्वीकृत लेआउट", "रोज़ साइट विज़िट", "लोन में मदद", "रजिस्ट्री में मदद"],
    },
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
    hindi: {
      title: "व्यावसायिक संपत्ति ख़रीदें",
      description:
        "मेन रोड और नए व्यावसायिक केंद्रों में दुकानें, शोरूम, ऑफ़िस और गोदाम। हर संपत्ति के साथ हम ग्राहकों की आवाजाही, किराये से होने वाली कमाई और सर्किल रेट बताते हैं, ताकि आप निवेश को ब्रोशर से नहीं, आँकड़ों से परख सकें।",
      location: "लखनऊ, नोएडा, गुरुग्राम और कानपुर",
      projectType: "दुकानें, ऑफ़िस, शोरूम और गोदाम",
      amenities: ["मेन रोड पर सामने का हिस्सा", "पार्किंग", "पावर बैकअप", "लिफ़्ट", "आग से बचाव के इंतज़ाम"],
    },
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
    hindi: {
      title: "घर किराये पर लें",
      description:
        "परिवारों के लिए फ़्लैट और स्वतंत्र मकान: किरायानामा, पुलिस वेरिफ़िकेशन और घर में आने से पहले की जाँच-सूची, सब हम सँभालते हैं। लिस्ट करने से पहले हमारी टीम हर घर ख़ुद देखती है, और फ़ोटो उसी घर की होती हैं।",
      location: "लखनऊ, नोएडा और कानपुर",
      projectType: "फ़्लैट और स्वतंत्र मकान",
      amenities: ["जाँचे हुए मालिक", "किरायानामा", "पुलिस वेरिफ़िकेशन", "घर लेने से पहले जाँच"],
    },
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
    hindi: {
      title: "व्यावसायिक जगह लीज़ पर लें",
      description:
        "लीज़ पर ऑफ़िस फ़्लोर, दुकानें और गोदाम: 300 वर्ग फुट की दुकान से लेकर 50,000 वर्ग फुट के गोदाम तक। लॉक-इन की अवधि, किराये में हर साल की बढ़ोतरी और फ़िट-आउट का समय आपकी ओर से हम तय करवाते हैं।",
      location: "लखनऊ, नोएडा, गुरुग्राम और कानपुर",
      projectType: "ऑफ़िस, दुकानें और गोदाम",
      amenities: ["लचीला लॉक-इन", "फ़िट-आउट में मदद", "पार्किंग", "पावर बैकअप", "चौबीसों घंटे सुरक्षा"],
    },
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
    hindi: {
      title: "PG और को-लिविंग",
      description:
        "विश्वविद्यालयों, अस्पतालों और दफ़्तरों के पास छात्रों और नौकरी करने वाले युवाओं के लिए फ़र्निश्ड कमरे: खाना, Wi-Fi और साफ़-सफ़ाई एक ही मासिक किराये में, और कोई ब्रोकरेज नहीं।",
      location: "लखनऊ और नोएडा",
      projectType: "पेइंग गेस्ट कमरे और को-लिविंग",
      amenities: ["खाना शामिल", "Wi-Fi", "साफ़-सफ़ाई", "कपड़ों की धुलाई", "CCTV से निगरानी"],
    },
  },
];
