/** Japanese (sushi bars included), ramen shops and Korean menus. */
import { main, sec, type KindVocab } from './types.ts';

const JP_APPETIZERS = [
  '*Edamame; Steamed soybeans, sea salt; 5.5',
  '*Gyoza; {Pork|Chicken|Vegetable} pan-fried dumplings, ponzu; 7.95',
  '*Miso Soup; Tofu, wakame, scallion; 3.5',
  'Shrimp Tempura Appetizer; Three shrimp, two vegetables, tempura sauce; 9.95',
  'Agedashi Tofu; Fried tofu, dashi broth, bonito; 7.5',
  'Takoyaki; Octopus balls, okonomi sauce, bonito flakes; 8.5',
  'Seaweed Salad; Sesame marinated wakame; 6.5',
  'House Salad; Greens, ginger dressing; 4.5',
  'Spicy Edamame; Garlic chili sauce; 6.95',
  'Chicken Karaage; Japanese fried chicken, spicy mayo; 9.95',
  'Yellowtail Jalapeño; Sashimi, ponzu, jalapeño; 16.95',
  'Tuna Tataki; Seared tuna, ponzu, scallion; 15.5',
  'Squid Salad;; 7.5',
  'Soft Shell Crab; Tempura, ponzu; 13.95; mp',
];

const SUSHI_ROLLS = [
  '*California Roll; Crab, avocado, cucumber; 7.95',
  '*Spicy Tuna Roll; Tuna, spicy mayo, cucumber; 8.95',
  '*Shrimp Tempura Roll; Shrimp tempura, avocado, eel sauce; 10.5',
  '*Philadelphia Roll; Salmon, cream cheese, avocado; 8.95',
  'Rainbow Roll; California roll topped with tuna, salmon, yellowtail, avocado; 15.95',
  'Dragon Roll; Eel, cucumber, topped with avocado and eel sauce; 15.95',
  'Spider Roll; Soft shell crab tempura, cucumber, avocado, masago; 13.95',
  'Salmon Avocado Roll;; 8.5',
  'Spicy Salmon Roll; Salmon, spicy mayo, cucumber; 8.95',
  'Yellowtail Scallion Roll;; 8.5',
  'Eel Avocado Roll; Unagi, avocado, eel sauce; 9.5',
  'Cucumber Roll;; 5.5',
  'Avocado Roll;; 5.95',
  'Sweet Potato Roll; Tempura sweet potato, eel sauce; 6.95',
  'Crunchy Roll; Shrimp tempura, crab, crunchy flakes, spicy mayo; 12.95',
  'Volcano Roll; Baked spicy scallop and crab over California roll; 15.5',
  'Caterpillar Roll; Eel, cucumber, topped with avocado; 14.95',
  'Alaska Roll; Salmon, avocado, cucumber; 9.5',
  'Spicy Crab Roll; Kani salad, cucumber, spicy mayo; 8.5',
  'Las Vegas Roll; Salmon, cream cheese, avocado, deep-fried, eel sauce; 13.5',
  'Godzilla Roll; Tempura-fried spicy tuna, cream cheese, eel sauce; 14.5',
  "Chef's Special Roll; Ask about today's special roll; 17.95",
];

const SUSHI_SASHIMI = [
  '*{Salmon|Tuna|Yellowtail} Nigiri; Two pieces; 6.95',
  '*Sushi Deluxe; Ten pieces of nigiri and a California roll; 28.95',
  'Sashimi Deluxe; Eighteen pieces of assorted sashimi; 34.95',
  'Chirashi Bowl; Assorted sashimi over sushi rice; 27.95',
  "Omakase; Chef's selection, fifteen pieces; 75; mp",
  'Uni Nigiri; Sea urchin, two pieces; 14; mp',
  'Toro Nigiri; Fatty tuna, two pieces; 16; mp',
  'Unagi Nigiri; Freshwater eel; 7.5',
  'Tamago Nigiri; Sweet egg omelet; 4.5',
  'Ikura Nigiri; Salmon roe; 7.95',
  'Sushi & Sashimi Combo; Six nigiri, nine sashimi, spicy tuna roll; 36.95',
  'Poke Bowl; {Tuna|Salmon}, rice, seaweed salad, edamame, avocado; 16.95',
];

const JP_KITCHEN = [
  '*{Chicken|Beef:+3|Salmon:+4|Shrimp:+2} Teriyaki; Grilled, teriyaki sauce, rice, vegetables; 16.95',
  '*{Chicken|Beef:+2|Shrimp:+2|Vegetable:-2} Hibachi; Fried rice, grilled vegetables, shrimp sauce; 17.95',
  '*Chicken Katsu; Panko-fried chicken cutlet, tonkatsu sauce, rice; 15.5',
  'Tonkatsu; Panko-fried pork cutlet, cabbage, rice; 15.95',
  'Shrimp & Vegetable Tempura; Tempura dipping sauce, rice; 17.5',
  'Beef Negimaki; Scallions rolled in beef, teriyaki glaze; 17.95',
  'Chicken Katsu Curry; Japanese curry, rice; 15.95',
  '{Chicken|Beef|Seafood:+3} Yaki Udon; Stir-fried thick noodles, vegetables; 14.95',
  'Tempura Udon; Udon noodle soup, shrimp tempura; 14.5',
  'Gyudon; Sweet simmered beef and onion over rice; 13.95',
  'Unagi Don; Grilled eel over rice; 22.95',
  'Bento Box; {Chicken teriyaki|Salmon|Beef negimaki}, California roll, tempura, rice, salad; 19.95',
  'Hibachi Steak & Shrimp; Filet mignon, shrimp, fried rice, vegetables; 28.95',
  'Yakisoba; Stir-fried noodles, pork, cabbage; 13.95',
];

export const JAPANESE: KindVocab = [
  sec('Appetizers|Small Plates', 0.9, 2.3, JP_APPETIZERS),
  main('Sushi Rolls|Maki|Specialty Rolls', 0.85, 3.5, SUSHI_ROLLS),
  main('Sushi & Sashimi|Nigiri & Sashimi', 0.65, 1.6, SUSHI_SASHIMI),
  main('Kitchen Entrées|From the Kitchen|Hibachi & Teriyaki', 0.75, 2.3, JP_KITCHEN),
  sec('Desserts', 0.35, 0.6, [
    '*Mochi Ice Cream; {Green tea|Mango|Strawberry|Assorted}; 6.5',
    'Green Tea Ice Cream;; 4.95',
    'Tempura Ice Cream;; 7.5',
    'Dorayaki; Red bean pancake; 5.5',
  ]),
  sec('Drinks|Beverages|Sake & Beer', 0.4, 0.8, [
    '*Hot Sake; Small carafe; 8',
    'Sapporo; Large bottle; 8.5',
    'Asahi; Large bottle; 8.5',
    'Ramune; Japanese soda; 3.5',
    'Green Tea;; 2.5',
    'Soft Drink;; 2.5',
    'Nigori Sake; Unfiltered, 300 ml; 14',
  ]),
];

const RAMEN_STARTERS = [
  '*Gyoza; Pan-fried pork dumplings; 7.5',
  '*{Pork Belly|Chicken|Shrimp Tempura:+1} Bao; Steamed bun, hoisin, cucumber, scallion; 5.5',
  'Chicken Karaage; Japanese fried chicken, lemon, kewpie mayo; 9.5',
  'Edamame; Sea salt or spicy garlic; 5.5',
  'Takoyaki; Octopus fritters, okonomi sauce, bonito; 8.5',
  'Spicy Cucumber Salad; Chili oil, sesame; 5.5',
  'Pork Chashu Rice Bowl; Torched chashu, soft egg, rice; 8.5',
  'Spicy Tuna Rice; Crispy rice, spicy tuna; 10.5',
  'Shishito Peppers; Blistered, bonito, ponzu; 7',
];

const RAMEN_BOWLS = [
  '*Tonkotsu Ramen; Rich pork broth, chashu, soft egg, wood ear, scallion; 16.5',
  '*Spicy Miso Ramen; Miso pork broth, ground pork, bean sprouts, corn, chili oil; 16.95',
  '*Shoyu Ramen; Soy chicken broth, chashu, bamboo shoots, nori; 15.5',
  'Shio Ramen; Clear salt broth, chicken, yuzu; 15.5',
  'Black Garlic Tonkotsu; Burnt garlic oil, chashu, egg; 17.5',
  'Veggie Ramen; Vegetable broth, tofu, mushrooms, corn, bok choy; 15',
  'Tsukemen; Thick dipping noodles, concentrated broth; 17.5',
  'Spicy Chicken Ramen; Chicken paitan, chili, chicken chashu; 16.5',
  'Tantanmen; Sesame chili broth, spicy ground pork; 16.95',
  'Curry Ramen; Japanese curry broth, karaage; 17.5',
  'Seafood Ramen; Shrimp, scallop, mussels, miso broth; 19.5',
  'Extra Toppings; {Chashu|Soft-boiled egg|Extra noodles|Corn|Butter}; 2.5',
];

export const RAMEN: KindVocab = [
  sec('Small Plates|Appetizers', 0.85, 1.8, RAMEN_STARTERS),
  main('Ramen|Noodles', 1, 3.5, RAMEN_BOWLS),
  sec('Drinks', 0.45, 0.8, [
    '*Sapporo Draft;; 7',
    'Ramune;; 3.5',
    'Iced Green Tea;; 3',
    'Calpico;; 3.5',
    'Sake; Cold, 300 ml; 16',
  ]),
];

const KR_APPETIZERS = [
  '*Mandu; {Pork|Kimchi|Vegetable} dumplings, {fried|steamed}; 8.5',
  '*Korean Fried Chicken Wings; {Soy garlic|Spicy yangnyeom|Half & half}, eight pieces; 14.95',
  '*Haemul Pajeon; Seafood scallion pancake; 15.95',
  'Kimchi Pancake; Crispy kimchi jeon; 13.5',
  'Tteokbokki; Spicy rice cakes, fish cake, gochujang sauce; 12.95',
  'Japchae; Sweet potato glass noodles, beef, vegetables; 14.5',
  'Kimchi Fries; Fries, bulgogi, kimchi, cheese, spicy mayo; 12.5',
  'Korean Corn Cheese; Sweet corn, mozzarella, butter; 9.5',
  'Gyeran Jjim; Steamed egg casserole; 8.5',
];

const KR_BBQ = [
  '*Bulgogi; Marinated thinly sliced ribeye, rice, banchan; 22.95',
  '*Galbi; Marinated beef short ribs, rice, banchan; 32.95; mp',
  '*Spicy Pork Bulgogi; Gochujang-marinated pork, rice, banchan; 19.95',
  'Samgyeopsal; Grilled pork belly, ssamjang, lettuce wraps; 24.95',
  'Chicken Bulgogi; Soy-garlic marinated chicken, rice; 18.95',
  'Dak Galbi; Spicy stir-fried chicken, rice cakes, cabbage; 21.5',
  'Chadol; Thin-sliced beef brisket; 25.95',
  'BBQ Combo for Two; Bulgogi, galbi, pork belly, stew, rice; 69.95',
];

const KR_BOWLS = [
  '*Bibimbap; Rice, sautéed vegetables, fried egg, {beef|chicken|tofu}, gochujang; 15.95',
  '*Dolsot Bibimbap; Served sizzling in a hot stone bowl; 17.5',
  '*Kimchi Jjigae; Kimchi stew, pork, tofu, rice; 15.5',
  'Soondubu Jjigae; Spicy soft tofu stew, {seafood|beef|pork|mushroom}, egg, rice; 15.95',
  'Doenjang Jjigae; Soybean paste stew, tofu, zucchini; 14.5',
  'Galbi Tang; Short rib soup, glass noodles, rice; 18.5',
  'Seolleongtang; Milky ox bone soup, brisket, noodles; 16.5',
  'Naengmyeon; Cold buckwheat noodles, beef broth, pear, egg; 15.5',
  'Kimchi Fried Rice; Spam, fried egg, seaweed; 14.5',
  'Jajangmyeon; Noodles in black bean sauce, pork; 13.95',
  'Jjamppong; Spicy seafood noodle soup; 16.95',
  'Yukgaejang; Spicy shredded beef soup; 16.5',
  'Korean Fried Chicken; Whole chicken, {original|soy garlic|spicy}; 26.95',
];

export const KOREAN: KindVocab = [
  sec('Appetizers|Anju', 0.85, 2, KR_APPETIZERS),
  main('Korean BBQ|BBQ|Grill', 0.7, 2.2, KR_BBQ),
  main('Entrées|Mains|Rice, Noodles & Stews', 0.95, 3.3, KR_BOWLS),
  sec('Drinks', 0.45, 0.8, [
    '*Soju; {Original|Grapefruit|Peach|Green grape}; 14',
    'Hite Beer;; 6.5',
    'Makgeolli; Rice wine; 15',
    'Barley Tea;; 2.5',
    'Soft Drink;; 2.5',
    'Milkis;; 2.95',
  ]),
];
