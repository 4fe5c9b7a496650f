/** Mediterranean / Greek / Middle Eastern / halal menus, and Ethiopian. */
import { main, sec, type KindVocab } from './types.ts';

const MEZZE = [
  '*Hummus; Chickpea purée, tahini, olive oil, warm pita; 7.95',
  '*Falafel; Crispy chickpea fritters, tahini sauce; 7.5',
  '*Baba Ghanoush; Smoky roasted eggplant, tahini, lemon; 8.5',
  'Stuffed Grape Leaves; Rice, herbs, lemon; 7.95',
  'Spanakopita; Spinach and feta in phyllo; 8.5',
  'Tzatziki; Yogurt, cucumber, garlic, dill, pita; 6.95',
  'Saganaki; Flaming kefalograviera cheese, lemon; 12.95',
  'Mezze Platter; Hummus, baba ghanoush, tabbouleh, falafel, grape leaves, pita; 17.95',
  'Kibbeh; Fried bulgur shells, spiced beef, pine nuts; 9.5',
  'Muhammara; Roasted red pepper, walnut, pomegranate; 8.5',
  'Fried Calamari; Lemon, tzatziki; 13.95',
  'Grilled Halloumi; Tomato, olive oil, oregano; 11.5',
  'Hummus with Shawarma; Topped with chicken or beef shawarma; 13.5',
  'Lentil Soup; Red lentils, lemon; 6.5',
  'Avgolemono Soup; Chicken, rice, egg-lemon broth; 6.95',
  'Feta & Olives; Marinated, oregano; 8.5',
  'Spicy Potatoes; Batata harra, garlic, cilantro, chili; 7.5',
];

const MED_SALADS = [
  '*Greek Salad; Tomato, cucumber, red onion, kalamata olives, feta, oregano; 11.5',
  '*Fattoush; Romaine, tomato, cucumber, radish, toasted pita, sumac; 10.5',
  'Tabbouleh; Parsley, bulgur, tomato, mint, lemon; 9.5',
  'Shepherd Salad; Diced tomato, cucumber, onion, parsley; 9.5',
  'Chicken Shawarma Salad; Greens, chicken shawarma, garlic sauce; 14.5',
  'Falafel Salad; Greens, falafel, tahini; 12.5',
];

const MED_WRAPS = [
  '*Chicken Shawarma Wrap; Garlic sauce, pickles, fries in pita; 11.5',
  '*Gyro; Beef and lamb, tomato, onion, tzatziki, pita; 11.5',
  '*Falafel Wrap; Hummus, lettuce, tomato, pickled turnip, tahini; 9.95',
  '{Chicken|Beef|Lamb:+1} Shawarma Sandwich; Tahini or garlic sauce; 11.5',
  'Chicken Souvlaki Pita; Tomato, onion, tzatziki; 11.5',
  'Kafta Wrap; Grilled ground beef, parsley, onion; 11.5',
  'Halloumi Wrap; Grilled halloumi, tomato, mint; 10.95',
  'Philly Gyro; Gyro meat, peppers, onions, cheese; 12.5',
];

const MED_PLATES = [
  '*Chicken Shawarma Plate; Rice, salad, hummus, pita, garlic sauce; 16.95',
  '*{Chicken|Lamb:+4|Beef:+3|Mixed:+4} Kebab Plate; Grilled skewers, rice pilaf, salad, pita; 18.95',
  '*Gyro Platter; Gyro meat, rice or fries, Greek salad, tzatziki, pita; 16.5',
  'Chicken Over Rice; Halal cart-style, white sauce, hot sauce, salad; 11.95',
  'Lamb Over Rice; White sauce, hot sauce; 12.95',
  'Combo Over Rice; Chicken and lamb gyro; 12.95',
  'Falafel Plate; Hummus, salad, pita; 13.95',
  'Moussaka; Eggplant, potato, spiced beef, béchamel; 18.5',
  'Lamb Shank; Slow-braised, orzo, tomato; 26.95',
  'Pastitsio; Baked pasta, spiced beef, béchamel; 17.5',
  'Grilled Branzino; Whole fish, lemon, olive oil, greens; 29.95; mp',
  'Beef Shawarma Plate; Rice, salad, tahini, pita; 17.95',
  'Kofta Kebab; Spiced ground lamb and beef, rice; 17.5',
  'Chicken Kabob Koobideh; Saffron rice, grilled tomato; 18.95',
  'Lamb Chops; Grilled, rice, salad; 29.95',
  'Mixed Grill; Chicken kebab, kafta, shawarma, lamb; 26.95',
  'Shrimp Santorini; Tomato, feta, ouzo; 23.95',
  'Vegetarian Combo; Hummus, baba ghanoush, falafel, tabbouleh, grape leaves; 15.95',
  'Chicken Tikka Kabob; Basmati, salad; 15.95',
  'Mansaf; Lamb, jameed yogurt sauce, rice; 24.95',
  'Ghormeh Sabzi; Herb and beef stew, kidney beans, rice; 19.5',
  'Kabuli Palaw; Rice with lamb, carrots and raisins; 19.95',
  'Pide; Turkish flatbread, {ground beef|cheese|spinach}; 15.5',
];

const MED_SIDES = [
  '*Rice Pilaf;; 3.95',
  "*French Fries; {Plain|Za'atar}; 3.95",
  'Pita Bread;; 1.95',
  'Garlic Sauce; Toum; 1.25',
  'Grilled Vegetables;; 5.5',
  'Lemon Potatoes; Greek-style, oregano; 4.95',
];

export const MEDITERRANEAN: KindVocab = [
  sec('Mezze|Appetizers|Starters', 0.9, 2.5, MEZZE),
  sec('Salads|Soups & Salads', 0.65, 1.2, MED_SALADS),
  main('Wraps & Sandwiches|Sandwiches|Pitas & Wraps', 0.75, 2, MED_WRAPS),
  main('Plates|Entrées|Platters|From the Grill', 0.95, 3.2, MED_PLATES),
  sec('Sides', 0.4, 0.8, MED_SIDES),
  sec('Desserts', 0.45, 0.7, [
    '*Baklava; Phyllo, walnuts, honey syrup; 4.5',
    'Kunafa; Shredded phyllo, sweet cheese, syrup; 7.95',
    'Rice Pudding; Rosewater, pistachio; 4.95',
    'Loukoumades; Greek honey donuts; 6.95',
    'Galaktoboureko; Semolina custard in phyllo; 6.5',
  ]),
  sec('Drinks', 0.45, 0.7, [
    '*Mint Lemonade;; 4.5',
    'Turkish Coffee;; 3.95',
    'Ayran; Salted yogurt drink; 2.95',
    'Mango Lassi;; 4.5',
    'Soft Drink;; 2.5',
    'Mint Tea;; 3',
  ]),
];

const ETH_STARTERS = [
  '*Sambusa; {Lentil|Beef:+1}, crispy pastry; 3.5',
  'Timatim Fitfit; Tomato, onion, jalapeño, injera pieces; 7.5',
  'Azifa; Green lentil salad, mustard, lemon; 7.5',
  'Kategna; Toasted injera, berbere butter; 6.5',
  'Ethiopian Salad; Lettuce, tomato, onion, lemon dressing; 6.5',
];

const ETH_MEAT = [
  '*Doro Wat; Chicken drumstick and egg in spicy berbere sauce, injera; 17.95',
  '*Beef Tibs; Sautéed beef, onion, rosemary, jalapeño; 18.95',
  '*Kitfo; Minced beef, mitmita, niter kibbeh, served {raw|rare|well-done}; 18.95',
  'Lamb Tibs; Sautéed lamb, awaze; 20.95',
  'Key Wat; Spicy beef stew in berbere; 16.95',
  'Alicha Wat; Mild turmeric beef stew; 16.5',
  'Chicken Tibs; Sautéed chicken, onion, pepper; 16.95',
  'Gored Gored; Cubed raw beef, awaze, butter; 19.5',
  'Zilzil Tibs; Strips of beef, crispy, awaze; 18.95',
  'Fish Dulet; Spiced fish, onion, jalapeño; 17.95',
  'Meat Combo; Doro wat, key wat, tibs, two vegetables, injera; 26.95',
];

const ETH_VEG = [
  '*Veggie Combo; Five vegetarian dishes on injera; 16.95',
  '*Misir Wat; Red lentils in berbere sauce; 13.95',
  'Shiro; Ground chickpea stew; 13.95',
  'Gomen; Collard greens, garlic, ginger; 12.95',
  'Atakilt Wat; Cabbage, carrots, potatoes, turmeric; 12.5',
  'Kik Alicha; Yellow split peas, turmeric; 12.5',
  'Fosolia; String beans and carrots; 12.5',
  'Firfir; Shredded injera in spicy sauce; 12.95',
];

export const ETHIOPIAN: KindVocab = [
  sec('Appetizers', 0.75, 1.3, ETH_STARTERS),
  main('Meat Dishes|Tibs & Wats|Entrées', 1, 3.5, ETH_MEAT),
  main('Vegetarian|Vegan Dishes|Fasting Dishes', 0.9, 2.5, ETH_VEG),
  sec('Drinks', 0.45, 0.8, [
    '*Ethiopian Coffee; Traditional ceremony, per person; 4.5',
    'Spiced Tea;; 2.5',
    'Tej; Honey wine; 8',
    'Ethiopian Beer; {St. George|Meta|Habesha}; 6',
    'Soft Drink;; 2.5',
  ]),
];
