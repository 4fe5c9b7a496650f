/** Indian / Nepali and Hawaiian / poke menus. */
import { forCuisines, main, sec, type KindVocab } from './types.ts';

const IN_APPETIZERS = [
  '*Vegetable Samosa; Two crisp pastries, spiced potatoes and peas, tamarind chutney; 6.5',
  '*Onion Bhaji; Onion fritters in chickpea batter; 6.95',
  '*Chicken Pakora; Spiced chicken fritters, mint chutney; 8.95',
  'Vegetable Pakora; Mixed vegetable fritters; 6.95',
  'Paneer Pakora; Cottage cheese fritters; 8.5',
  'Samosa Chaat; Crushed samosa, chickpeas, yogurt, chutneys; 8.95',
  'Aloo Tikki; Spiced potato patties, chutneys; 6.95',
  'Gobi Manchurian; Crispy cauliflower, spicy Indo-Chinese sauce; 11.5',
  'Chilli Chicken; Indo-Chinese, peppers, onions, spicy soy sauce; 12.95',
  'Chicken Momo; Nepali steamed dumplings, tomato achar; 11.95',
  'Papadum; Crisp lentil wafers; 2.95',
  'Mulligatawny Soup; Lentil soup, chicken, rice, lemon; 5.95',
  'Lamb Samosa; Minced lamb, peas; 7.95',
  'Pani Puri; Crispy shells, spiced water, potatoes; 7.5',
];

const IN_TANDOOR = [
  '*Tandoori Chicken; Bone-in chicken marinated in yogurt and spices, clay oven; 16.95',
  '*Chicken Tikka; Boneless chicken, tandoor roasted; 17.5',
  'Seekh Kebab; Minced lamb skewers, onion, herbs; 18.95',
  'Lamb Chops; Marinated rack of lamb, tandoor grilled; 28.95; mp',
  'Tandoori Shrimp; Jumbo shrimp, ginger, garlic, spices; 22.95',
  'Paneer Tikka; Cottage cheese, peppers, onions; 16.5',
  'Malai Kebab; Creamy cashew-marinated chicken; 17.95',
  'Tandoori Mixed Grill; Chicken, lamb, shrimp, kebab; 26.95',
  'Tandoori Fish; Salmon, carom seed marinade; 23.95',
];

const IN_CURRIES = [
  '!*Chicken Tikka Masala; Tandoor chicken in creamy tomato sauce; 17.5',
  '*Butter Chicken; Chicken makhani, buttery tomato cream sauce; 17.5',
  `*{Chicken|Lamb:+3|Goat:+3|Shrimp:+4} Vindaloo; Spicy, tangy Goan curry, potatoes; 17.5`,
  `*{Chicken|Lamb:+3|Shrimp:+4|Vegetable:-2} Korma; Mild cashew cream sauce; 17.5`,
  '{Chicken|Lamb:+3|Paneer} Saag; Creamy spiced spinach; 17.5',
  'Chicken Curry; Home-style onion tomato gravy; 16.5',
  'Lamb Rogan Josh; Kashmiri chili, slow-cooked lamb; 20.5',
  'Goat Curry; Bone-in goat, home-style; 20.95',
  'Chicken Madras; Spicy coconut curry; 17.5',
  'Lamb Tikka Masala; Creamy tomato sauce; 20.5',
  'Shrimp Masala; Onion tomato sauce; 21.5',
  'Fish Curry; Kerala-style coconut curry; 20.5',
  'Chicken Jalfrezi; Stir-fried with peppers, onions, tomato; 17.5',
  'Kadai Chicken; Wok-cooked, peppers, coriander seed; 17.5',
];

const IN_VEG = [
  '*Palak Paneer; Spinach, homemade cheese; 15.5',
  '*Chana Masala; Chickpeas, onion tomato gravy; 13.95',
  '*Dal Makhani; Black lentils slow-cooked with butter and cream; 13.95',
  'Paneer Tikka Masala; Cottage cheese in creamy tomato sauce; 15.95',
  'Aloo Gobi; Potatoes and cauliflower, turmeric, cumin; 13.95',
  'Baingan Bharta; Smoky roasted eggplant; 14.5',
  'Malai Kofta; Vegetable dumplings, cashew cream sauce; 15.5',
  'Yellow Dal Tadka; Lentils tempered with cumin and garlic; 12.95',
  'Bhindi Masala; Okra, onions, spices; 14.5',
  'Mattar Paneer; Peas and cheese curry; 14.95',
  'Navratan Korma; Mixed vegetables, mild cream sauce; 14.95',
];

const IN_RICE_BREAD = [
  '*Garlic Naan;; 3.95',
  '*Naan; Butter naan from the tandoor; 2.95',
  '*{Chicken|Lamb:+3|Goat:+3|Shrimp:+4|Vegetable:-2} Biryani; Basmati rice, saffron, spices, raita; 17.95',
  'Cheese Naan;; 4.5',
  'Tandoori Roti; Whole wheat; 2.95',
  'Aloo Paratha; Potato-stuffed flatbread; 4.5',
  'Peshwari Naan; Coconut, raisins, nuts; 4.95',
  'Bread Basket; Naan, garlic naan, roti; 9.5',
  'Basmati Rice;; 3',
  'Jeera Rice; Cumin rice; 4.5',
  'Masala Dosa; Rice crepe, spiced potato, sambar, coconut chutney; 13.5',
  'Raita; Yogurt, cucumber, cumin; 3.5',
  'Mango Chutney;; 2.5',
];

export const INDIAN: KindVocab = [
  sec('Appetizers|Starters', 0.9, 2, IN_APPETIZERS),
  sec('Tandoori Specialties|From the Tandoor', 0.7, 1.5, IN_TANDOOR),
  main('Curries|Chicken, Lamb & Seafood|Entrées', 1, 3.2, IN_CURRIES),
  main('Vegetarian|Vegetarian Entrées', 0.85, 2.2, IN_VEG),
  sec('Rice & Breads|Biryani & Breads', 0.85, 2, IN_RICE_BREAD),
  sec('Desserts', 0.45, 0.6, [
    '*Gulab Jamun; Warm milk dumplings in rose syrup; 5.5',
    'Rasmalai; Cheese patties in sweet saffron milk; 5.95',
    'Kheer; Rice pudding, cardamom; 4.95',
    'Mango Kulfi;; 5.5',
  ]),
  sec('Beverages|Drinks', 0.5, 0.8, [
    '*Mango Lassi;; 4.5',
    '*Masala Chai;; 3.5',
    'Sweet Lassi;; 3.95',
    'Taj Mahal Beer;; 7',
    'Soft Drink;; 2.5',
    'Nimbu Pani; Fresh lime soda; 3.5',
  ]),
];

const HI_PLATES = [
  '*Kalua Pork Plate; Smoked shredded pork, cabbage, two scoops rice, mac salad; 14.95',
  '*Chicken Katsu Plate; Panko chicken, katsu sauce, rice, mac salad; 14.5',
  '*Loco Moco; Hamburger patty, fried egg, brown gravy over rice; 13.95',
  '*Huli Huli Chicken; Grilled teriyaki-glazed chicken, rice, mac salad; 14.5',
  'Garlic Shrimp Plate; North Shore-style garlic butter shrimp, rice; 17.95',
  'Kalbi Short Ribs; Korean-style ribs, rice, mac salad; 19.95',
  'Teriyaki Beef Plate;; 15.5',
  'Mixed Plate; BBQ chicken, kalbi, kalua pork, rice, mac salad; 19.5',
  'Spam Musubi; Grilled Spam, rice, nori; 3.75',
  'Saimin; Noodle soup, char siu, fish cake, green onion; 11.95',
  'Lau Lau; Pork and butterfish in taro leaves; 17.95',
  'Mochiko Chicken; Sweet rice-flour fried chicken; 14.5',
  'Fried Rice; Spam, Portuguese sausage, egg; 12.5',
  'Fish Plate; Grilled mahi mahi, rice, salad; 17.95; mp',
];

const POKE = [
  '*{Regular|Large:+4} Poke Bowl; Choice of two proteins, rice, toppings, sauce; 14.95',
  '*Ahi Shoyu Poke; Tuna, shoyu, sweet onion, sesame; 15.95',
  '*Spicy Ahi Poke; Tuna, spicy mayo, masago, green onion; 15.95',
  'Salmon Poke Bowl; Salmon, avocado, cucumber, ponzu; 15.5',
  'Spicy Salmon Bowl; Salmon, spicy mayo, jalapeño, crispy onion; 15.5',
  'Tofu Poke Bowl; Marinated tofu, seaweed salad, edamame; 12.95',
  'Chicken Teriyaki Bowl; Grilled chicken, teriyaki, rice; 12.95',
  'Poke Burrito; Sushi burrito, choice of protein, nori wrap; 14.5',
  'Shrimp Poke Bowl; Cooked shrimp, mango, avocado; 14.95',
  'Limu Poke; Ahi, limu seaweed, inamona, Hawaiian salt; 16.5',
  'Poke Nachos; Wonton chips, ahi, spicy mayo, eel sauce; 13.5',
];

const HI_SIDES = [
  '*Mac Salad;; 3.5',
  '*Rice; {White|Brown|Furikake}; 2.5',
  'Seaweed Salad;; 4.5',
  'Edamame;; 4.5',
  'Miso Soup;; 3',
  'Kimchi;; 3',
  'Crab Salad;; 4.5',
];

export const HAWAIIAN: KindVocab = [
  forCuisines(main('Plate Lunch|Plates|Local Favorites', 0.8, 3, HI_PLATES), { avoid: ['poke'] }),
  forCuisines(main('Poke|Poke Bowls', 0.5, 3, POKE), { boost: ['poke'] }),
  sec('Sides', 0.6, 1.2, HI_SIDES),
  sec('Desserts & Drinks|Drinks', 0.5, 1, [
    '*Shave Ice; {Rainbow|Lilikoi|Li hing mui|Strawberry}, optional ice cream; 5.5',
    'Haupia; Coconut pudding; 3.5',
    'Malasadas; Portuguese donuts; 4.5',
    'POG Juice; Passion, orange, guava; 3.5',
    'Hawaiian Sun;; 2.5',
    'Bottled Water;; 1.95',
  ]),
];
