/** Chinese (American-Chinese takeout through Szechuan and Cantonese) and dim sum menus. */
import { main, sec, type KindVocab } from './types.ts';

const CN_APPETIZERS = [
  '*Egg Roll; Pork and cabbage, crispy fried; 2.25',
  '*Crab Rangoon; Cream cheese and crab wontons, sweet & sour sauce; 7.5',
  '*{Pork|Chicken|Vegetable} Dumplings; Six pieces, {steamed|pan-fried}; 8.5',
  'Spring Rolls; Two vegetable spring rolls; 4.5',
  'Fried Wontons; Ten pieces, sweet & sour sauce; 6.95',
  'BBQ Spare Ribs; Cantonese-style, honey glaze; 11.95',
  'Boneless Spare Ribs; Sweet BBQ sauce; 10.95',
  'Chicken Wings; {Fried|Salt & pepper|Honey garlic}, eight pieces; 9.95',
  'Scallion Pancake; Crispy, soy dipping sauce; 6.5',
  'Pu Pu Platter; Egg rolls, spare ribs, chicken wings, crab rangoon, beef teriyaki; 19.95',
  'Chicken Teriyaki Skewers; Four skewers; 7.95',
  'Cold Noodles with Sesame Sauce; Peanut sesame sauce, cucumber; 7.5',
  'Steamed Pork Buns; Two fluffy buns, BBQ pork; 6.5',
  'Salt & Pepper Calamari; Fried squid, chili, garlic; 12.95',
];

const CN_SOUPS = [
  '*Wonton Soup; Pork wontons in clear chicken broth; 4.5',
  '*Hot & Sour Soup; Tofu, bamboo shoots, mushrooms, egg, white pepper; 4.5',
  '*Egg Drop Soup; Silky egg ribbons in chicken broth; 3.95',
  'Chicken Noodle Soup;; 4.5',
  'Chicken Corn Soup; Creamy corn, egg, chicken; 4.95',
  'Seafood Tofu Soup; Shrimp, scallops, tofu; 8.95',
  'Wonton Noodle Soup; Shrimp wontons, egg noodles, greens; 11.5',
  'Beef Noodle Soup; Braised beef, wheat noodles, bok choy; 13.95',
];

const CN_CHICKEN = [
  "*General Tso's Chicken; Crispy chicken, sweet and spicy sauce, broccoli; 13.95",
  '*Sesame Chicken; Crispy chicken, sweet sesame glaze; 13.95',
  '*Orange Chicken; Crispy chicken, tangy orange peel sauce; 13.95',
  '*Kung Pao Chicken; Diced chicken, peanuts, chili peppers, spicy brown sauce; 13.5',
  'Sweet & Sour Chicken; Battered chicken, pineapple, peppers; 12.95',
  'Chicken with Broccoli; Brown sauce; 12.95',
  'Moo Goo Gai Pan; Sliced chicken, mushrooms, snow peas, white sauce; 12.95',
  'Cashew Chicken; Diced chicken, cashews, celery, water chestnuts; 13.5',
  'Lemon Chicken; Crispy chicken, lemon sauce; 13.5',
  'Chicken with Garlic Sauce; Spicy, wood ear, bamboo shoots; 12.95',
  'Hunan Chicken; Spicy, mixed vegetables; 12.95',
  'Honey Chicken; Crispy chicken, honey glaze; 13.5',
  'Chicken with Mixed Vegetables; Light brown sauce; 12.5',
  'Szechuan Chicken; Spicy, peppers, onion; 13.5',
];

const CN_BEEF_PORK = [
  '*Beef with Broccoli; Sliced flank steak, broccoli, brown sauce; 14.95',
  '*Mongolian Beef; Scallions, onions, sweet soy sauce; 15.5',
  'Pepper Steak with Onion; Green peppers, onions, black pepper sauce; 14.5',
  'Szechuan Beef; Spicy, shredded beef, celery, carrots; 14.95',
  'Orange Beef; Crispy beef, orange peel, dried chili; 15.5',
  'Beef with Snow Peas; Brown sauce; 14.95',
  'Sweet & Sour Pork; Battered pork, pineapple, peppers; 12.95',
  'Twice-Cooked Pork; Pork belly, cabbage, chili bean paste; 14.5',
  'Roast Pork with Mixed Vegetables;; 12.95',
  'Moo Shu Pork; Cabbage, egg, mushrooms, four pancakes, hoisin; 13.95',
  'Pork with Garlic Sauce; Spicy; 12.95',
  'Char Siu; Cantonese BBQ pork over rice; 12.5',
];

const CN_SEAFOOD = [
  '*Shrimp with Lobster Sauce; Egg, fermented black bean, garlic; 15.95',
  '*Kung Pao Shrimp; Peanuts, chili peppers, spicy sauce; 15.95',
  'Walnut Shrimp; Crispy shrimp, creamy honey sauce, candied walnuts; 17.95',
  'Salt & Pepper Shrimp; Fried shell-on shrimp, jalapeño, garlic; 16.95',
  'Shrimp with Broccoli; Garlic white sauce; 15.5',
  'Sweet & Sour Shrimp;; 15.5',
  'Szechuan Shrimp; Spicy tomato chili sauce; 15.95',
  'Steamed Whole Fish; Ginger, scallion, soy; 32; mp',
  'Lobster with Ginger & Scallion; Whole lobster, stir-fried; 38; mp',
  'Seafood Delight; Shrimp, scallops, crab, vegetables; 19.95',
  'Happy Family; Shrimp, chicken, beef, roast pork, vegetables, brown sauce; 17.95',
];

const CN_NOODLES_RICE = [
  // Signatures (`!`): every Chinese take-out lists fried rice and lo mein.
  '!*{Chicken|Pork|Beef:+1|Shrimp:+2|House Special:+2|Vegetable:-1} Fried Rice; Egg, peas, carrots, scallion; 10.95',
  '!*{Chicken|Pork|Beef:+1|Shrimp:+2|Vegetable:-1} Lo Mein; Soft egg noodles, cabbage, carrots; 10.95',
  'Yang Chow Fried Rice; Shrimp, BBQ pork, egg, scallion; 12.95',
  '{Chicken|Beef|Shrimp:+2} Chow Mein; Crispy noodles, vegetables; 11.5',
  'Singapore Rice Noodles; Curry, shrimp, BBQ pork, egg, peppers; 12.95',
  'Beef Chow Fun; Wide rice noodles, bean sprouts, scallion; 13.95',
  'Dan Dan Noodles; Spicy pork, chili oil, Szechuan peppercorn; 12.5',
  '{Chicken|Shrimp:+2} Egg Foo Young; Omelet patties, brown gravy; 11.95',
  'Steamed White Rice;; 2',
  'Brown Rice;; 2.5',
];

const CN_VEG = [
  '*Ma Po Tofu; Silken tofu, spicy chili bean sauce, {ground pork|mushrooms}; 12.5',
  'Sautéed Mixed Vegetables; Garlic sauce; 10.95',
  'Dry-Fried String Beans; Spicy, garlic, preserved vegetables; 12.5',
  'Eggplant with Garlic Sauce; Spicy; 11.95',
  'Buddhist Delight; Tofu, mixed vegetables, brown sauce; 11.5',
  "General Tso's Tofu; Crispy tofu, spicy sweet sauce; 12.5",
  'Garlic Bok Choy;; 9.95',
];

const CN_SPECIALS = [
  "*Chef's Special Combination; Choice of entrée, pork fried rice, egg roll; 11.95",
  "Lunch Special; {General Tso's Chicken|Sesame Chicken|Beef with Broccoli|Chicken Lo Mein} with fried rice and egg roll; 9.5",
  'Peking Duck; Whole roasted duck, pancakes, scallions, hoisin; 48; mp',
  'Chongqing Spicy Chicken; Dry-fried chicken, heaps of dried chili; 16.95',
  'Boiled Fish in Chili Oil; Sliced fish, Szechuan peppercorn; 22.95',
  'Three Cup Chicken; Basil, garlic, soy, sesame oil, rice wine; 15.95',
  'Salt & Pepper Pork Chops;; 15.5',
  'Triple Delight; Chicken, beef, shrimp, vegetables; 17.5',
];

export const CHINESE: KindVocab = [
  sec('Appetizers', 0.9, 2.2, CN_APPETIZERS),
  sec('Soups', 0.8, 1.3, CN_SOUPS),
  main('Chicken|Poultry', 0.95, 2.5, CN_CHICKEN),
  main('Beef & Pork|Pork & Beef', 0.85, 1.8, CN_BEEF_PORK),
  main('Seafood', 0.7, 1.5, CN_SEAFOOD),
  main('Fried Rice & Noodles|Lo Mein & Fried Rice|Noodles & Rice', 0.9, 2, CN_NOODLES_RICE),
  sec('Vegetables & Tofu|Vegetarian', 0.55, 1, CN_VEG),
  sec("Chef's Specialties|House Specials|Combination Plates", 0.5, 1.3, CN_SPECIALS),
  sec('Drinks|Beverages', 0.3, 0.5, [
    'Soft Drink; Can; 1.75',
    '*Hot Tea; Jasmine or oolong; 2',
    'Bubble Tea; {Taro|Mango|Milk tea}; 5.5',
    'Tsingtao Beer;; 5.5',
    'Thai Iced Tea;; 4.5',
  ]),
];

const DIMSUM_STEAMED = [
  '*Har Gow; Shrimp dumplings in translucent wrappers; 6.5',
  '*Siu Mai; Pork and shrimp open-top dumplings; 6.25',
  '*Char Siu Bao; Steamed BBQ pork buns; 5.75',
  'Xiao Long Bao; Soup dumplings, pork, black vinegar; 9.95',
  'Chicken Feet; Black bean sauce; 5.5',
  'Pork Spare Ribs; Steamed with black bean and garlic; 6',
  'Chiu Chow Dumplings; Peanuts, pork, chives; 5.95',
  'Shrimp & Chive Dumplings;; 6.5',
  'Lo Mai Gai; Sticky rice in lotus leaf, chicken, sausage; 6.95',
  'Shrimp Rice Noodle Roll; Cheung fun, sweet soy; 7.25',
  '{Beef|BBQ Pork} Rice Noodle Roll;; 6.75',
  'Beef Meatballs; Watercress, Worcestershire; 5.5',
  'Custard Buns; Steamed, sweet egg custard; 5.25',
];

const DIMSUM_FRIED = [
  '*Pan-Fried Turnip Cake; Chinese sausage, dried shrimp; 5.75',
  '*Spring Rolls;; 5.25',
  'Fried Taro Dumpling; Pork filling, crispy taro shell; 5.95',
  'Sesame Balls; Lotus seed paste; 5.25',
  'Shrimp Toast;; 6.5',
  'Fried Shrimp Dumplings;; 6.5',
  'Baked BBQ Pork Buns; Sweet glazed buns; 5.75',
  'Salt & Pepper Squid;; 10.95',
  'Crispy Pork Belly; Roast pork, mustard; 11.95',
];

const DIMSUM_KITCHEN = [
  '*Congee; Rice porridge, {preserved egg & pork|fish|chicken}; 8.95',
  '*Roast Duck; Half, plum sauce; 19.95',
  'Beef Chow Fun; Wide rice noodles, bean sprouts; 14.95',
  'Yang Chow Fried Rice;; 13.5',
  'Chinese Broccoli; Oyster sauce; 10.95',
  'Shrimp Wonton Noodle Soup;; 11.95',
  'Soy Sauce Chicken; Half chicken; 16.95',
  'Walnut Shrimp;; 19.95',
];

export const DIMSUM: KindVocab = [
  main('Steamed|Dim Sum - Steamed', 1, 4, DIMSUM_STEAMED),
  main('Fried & Baked|Dim Sum - Fried', 0.85, 2.5, DIMSUM_FRIED),
  main('Kitchen|From the Kitchen|Kitchen Specialties', 0.7, 2, DIMSUM_KITCHEN),
  sec('Desserts', 0.5, 1, [
    '*Egg Tarts; Flaky Hong Kong-style custard tarts; 5.25',
    'Mango Pudding;; 5.5',
    'Red Bean Soup; Sweet, warm; 4.5',
    'Tofu Pudding; Ginger syrup; 4.95',
  ]),
  sec('Tea|Beverages', 0.4, 0.6, [
    '*Tea Service; Jasmine, oolong, pu-erh or chrysanthemum, per person; 2.5',
    'Hong Kong Milk Tea;; 4.5',
    'Soy Milk;; 3',
    'Soft Drink;; 2.5',
  ]),
];
