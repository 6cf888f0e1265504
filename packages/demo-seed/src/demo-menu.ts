// The demo F&B menu: what an Indian business centre's pantry typically offers. Prices are
// per unit; packages serve four (spec 000 section 9) and let the booker pick a cuisine.

export type DemoSubOption = { name: string; description: string; availableFrom?: number; availableTo?: number };

export type DemoFoodOption = {
  name: string;
  type: "veg" | "non-veg";
  pricePaise: number;
  description: string;
  shortDescription: string;
  serves?: number;
  /** Narrower than the category's window when set. */
  availableFrom?: number;
  availableTo?: number;
  subOptions?: DemoSubOption[];
};

export type DemoFnbCategory = {
  name: string;
  slug: string;
  availableFrom: number;
  availableTo: number;
  noticeMinutes: number;
  options: DemoFoodOption[];
};

export const DEMO_MENU: readonly DemoFnbCategory[] = [
  {
    name: "High Tea",
    slug: "high-tea",
    availableFrom: 30,
    availableTo: 38,
    noticeMinutes: 60,
    options: [
      {
        name: "Masala Chai & Samosa",
        type: "veg",
        pricePaise: 9000,
        description: "Ginger-cardamom masala chai with two crisp Punjabi samosas and mint chutney.",
        shortDescription: "Chai with 2 samosas",
      },
      {
        name: "Filter Coffee & Medu Vada",
        type: "veg",
        pricePaise: 11000,
        description: "Strong South Indian filter coffee with two medu vadas, coconut chutney and sambar.",
        shortDescription: "Coffee with 2 vadas",
      },
      {
        name: "Assorted Cookies Platter",
        type: "veg",
        pricePaise: 12000,
        description: "Butter, oatmeal and choco-chip cookies from a local bakery, served with tea or coffee.",
        shortDescription: "6 cookies with a hot drink",
      },
      {
        name: "Chicken Puff & Cold Coffee",
        type: "non-veg",
        pricePaise: 16000,
        description: "A flaky bakery puff with spiced chicken filling and a chilled cold coffee.",
        shortDescription: "Puff with cold coffee",
      },
      {
        name: "Paneer Tikka Sandwich",
        type: "veg",
        pricePaise: 18000,
        description: "Grilled multigrain sandwich with tandoori paneer, peppers and green chutney.",
        shortDescription: "Grilled sandwich",
        availableFrom: 30,
        availableTo: 36,
      },
    ],
  },
  {
    name: "Work Lunch",
    slug: "work-lunch",
    availableFrom: 24,
    availableTo: 30,
    noticeMinutes: 1440,
    options: [
      {
        name: "Executive Veg Lunch Package",
        type: "veg",
        pricePaise: 44900,
        serves: 4,
        description: "A complete vegetarian lunch for four, plated and delivered to your room. Pick one cuisine for the group.",
        shortDescription: "Serves 4, choose a cuisine",
        subOptions: [
          {
            name: "North Indian Thali",
            description: "Dal makhani, paneer butter masala, jeera rice, rotis, salad and gulab jamun.",
          },
          { name: "South Indian Meals", description: "Sambar, rasam, poriyal, kootu, rice, curd, papad and payasam." },
          { name: "Chinese Combo", description: "Veg hakka noodles, fried rice, veg manchurian and spring rolls." },
          {
            name: "Continental Bowl",
            description: "Herbed rice, grilled vegetables, penne in arrabbiata sauce and garlic bread.",
          },
        ],
      },
      {
        name: "Non-Veg Lunch Package",
        type: "non-veg",
        pricePaise: 45000,
        serves: 4,
        description: "A hearty non-vegetarian lunch for four with a choice of regional favourites.",
        shortDescription: "Serves 4, choose a cuisine",
        subOptions: [
          { name: "Hyderabadi Chicken Biryani", description: "Dum biryani with mirchi ka salan, raita and double ka meetha." },
          { name: "Butter Chicken Thali", description: "Butter chicken, dal tadka, jeera rice, butter naan and salad." },
          { name: "Coastal Fish Curry Meals", description: "Kerala fish curry, red rice, thoran, pickle and papad." },
          { name: "Chilli Chicken Combo", description: "Chilli chicken, egg fried rice and hot and sour soup." },
        ],
      },
      {
        name: "Paneer Tikka Wrap",
        type: "veg",
        pricePaise: 22000,
        description: "Whole-wheat wrap with smoky paneer tikka, onions and mint mayo, with a side of masala fries.",
        shortDescription: "Wrap with fries",
      },
      {
        name: "Chicken Biryani Box",
        type: "non-veg",
        pricePaise: 32000,
        description: "Fragrant basmati chicken biryani with boiled egg, raita and salan, packed for one.",
        shortDescription: "Biryani for one",
      },
      {
        name: "Veg Pulao & Raita",
        type: "veg",
        pricePaise: 24000,
        description: "Mildly spiced vegetable pulao with boondi raita and papad.",
        shortDescription: "Pulao with raita",
      },
      {
        name: "Curd Rice Bowl",
        type: "veg",
        pricePaise: 15000,
        description: "Cool tempered curd rice with pomegranate, mango pickle and a crisp appalam.",
        shortDescription: "Light lunch bowl",
        availableFrom: 24,
        availableTo: 28,
      },
    ],
  },
  {
    name: "Meals",
    slug: "meals",
    availableFrom: 16,
    availableTo: 44,
    noticeMinutes: 0,
    options: [
      {
        name: "Meeting Meal Package",
        type: "veg",
        pricePaise: 42000,
        serves: 4,
        description: "A warm vegetarian meal for four at any time of the day, from a choice of comfort classics.",
        shortDescription: "Serves 4, choose a cuisine",
        subOptions: [
          { name: "Rajma Chawal", description: "Slow-cooked Punjabi rajma with steamed rice, onion salad and pickle." },
          { name: "Veg Dum Biryani", description: "Vegetable biryani with burani raita and mirchi ka salan." },
          { name: "Sambar Rice Combo", description: "Sambar rice, beans poriyal, curd rice and papad." },
          {
            name: "Hakka Noodles Combo",
            description: "Veg hakka noodles with gobi manchurian in a light gravy.",
            availableFrom: 22,
          },
          {
            name: "Pav Bhaji Platter",
            description: "Buttery pav bhaji with chopped onions, lemon and extra pav.",
            availableFrom: 28,
          },
        ],
      },
      {
        name: "Masala Dosa",
        type: "veg",
        pricePaise: 14000,
        description: "Crisp rice-and-lentil dosa filled with potato masala, with sambar and two chutneys.",
        shortDescription: "Breakfast favourite",
        availableFrom: 16,
        availableTo: 24,
      },
      {
        name: "Idli Vada Combo",
        type: "veg",
        pricePaise: 11000,
        description: "Two soft idlis and a medu vada with sambar and coconut chutney.",
        shortDescription: "2 idlis and a vada",
        availableFrom: 16,
        availableTo: 22,
      },
      {
        name: "Chole Bhature",
        type: "veg",
        pricePaise: 18000,
        description: "Spicy Amritsari chole with two fluffy bhature, pickled onions and green chilli.",
        shortDescription: "2 bhature with chole",
        availableFrom: 22,
        availableTo: 34,
      },
      {
        name: "Egg Fried Rice",
        type: "non-veg",
        pricePaise: 20000,
        description: "Wok-tossed rice with scrambled egg, spring onions and a hint of soy.",
        shortDescription: "Indo-Chinese classic",
      },
      {
        name: "Chicken Kathi Roll",
        type: "non-veg",
        pricePaise: 21000,
        description: "Kolkata-style paratha roll with chicken tikka, egg and pickled onions.",
        shortDescription: "Paratha roll",
      },
      {
        name: "Veg Club Sandwich",
        type: "veg",
        pricePaise: 17000,
        description: "Triple-decker sandwich with cucumber, tomato, cheese and coleslaw, with potato chips.",
        shortDescription: "Triple-decker",
      },
    ],
  },
  {
    name: "Beverages",
    slug: "beverages",
    availableFrom: 0,
    availableTo: 47,
    noticeMinutes: 0,
    options: [
      {
        name: "Filter Coffee",
        type: "veg",
        pricePaise: 6000,
        description: "Freshly brewed South Indian filter coffee with frothed milk.",
        shortDescription: "Per cup",
      },
      {
        name: "Masala Chai",
        type: "veg",
        pricePaise: 6000,
        description: "Milky tea brewed with ginger, cardamom and a touch of cinnamon.",
        shortDescription: "Per cup",
      },
      {
        name: "Fresh Lime Soda",
        type: "veg",
        pricePaise: 9000,
        description: "Fresh lime with soda, served sweet, salted or mixed.",
        shortDescription: "Per glass",
      },
      {
        name: "Cold Coffee",
        type: "veg",
        pricePaise: 13000,
        description: "Thick cold coffee blended with ice cream.",
        shortDescription: "Per glass",
        availableFrom: 20,
        availableTo: 42,
      },
      {
        name: "Tender Coconut Water",
        type: "veg",
        pricePaise: 8000,
        description: "Chilled tender coconut water, served in the shell or a glass.",
        shortDescription: "Per coconut",
      },
      {
        name: "Mineral Water (1 L)",
        type: "veg",
        pricePaise: 6000,
        description: "A sealed one-litre bottle of packaged drinking water.",
        shortDescription: "Per bottle",
      },
    ],
  },
];
