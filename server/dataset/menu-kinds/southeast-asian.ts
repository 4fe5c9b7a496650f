/** Thai, Vietnamese, and the other Southeast Asian / noodle / Asian fusion menus. */
import { forCuisines, main, sec, type KindVocab } from './types.ts';

const PROTEIN = '{Chicken|Pork|Beef:+2|Shrimp:+3|Tofu|Vegetable}';
const PROTEIN_LC = '{chicken|pork|beef:+2|shrimp:+3|tofu|vegetables}';

const TH_APPETIZERS = [
  '*Fresh Spring Rolls; Rice paper, vermicelli, lettuce, mint, {shrimp|tofu}, peanut sauce; 7.95',
  '*Crispy Spring Rolls; Glass noodles, cabbage, carrots, sweet chili sauce; 6.95',
  '*Chicken Satay; Grilled marinated chicken skewers, peanut sauce, cucumber salad; 10.5',
  'Crab Rangoon; Crab, cream cheese, sweet and sour sauce; 8.5',
  'Fried Tofu; Crispy tofu, sweet chili peanut sauce; 7.5',
  'Chicken Wings; Thai-style fried wings, sweet chili sauce; 11.5',
  'Curry Puffs; Potato, onion, curry powder in flaky pastry; 7.5',
  'Fried Calamari; Sweet chili sauce; 11.95',
  'Larb; Minced {chicken|pork} salad, lime, mint, toasted rice, chili; 12.95',
  'Som Tum; Green papaya salad, tomato, peanuts, lime, chili; 10.95',
  'Thai Beef Salad; Grilled beef, cucumber, tomato, spicy lime dressing; 13.5',
  'Golden Triangles; Fried wonton with chicken, corn and potato; 7.95',
  'Fried Dumplings; Pork and vegetable, soy vinaigrette; 8.5',
];

const TH_SOUPS = [
  '*Tom Yum Soup; Spicy and sour lemongrass broth, mushrooms, {shrimp|chicken}; 6.95',
  '*Tom Kha Soup; Coconut galangal soup, mushrooms, {chicken|shrimp:+1|tofu}; 6.95',
  'Wonton Soup; Pork wontons, bok choy, clear broth; 6.5',
  'Glass Noodle Soup; Mung bean noodles, chicken, vegetables; 7.5',
  'Khao Soi; Northern Thai curry noodle soup, chicken, crispy noodles; 16.5',
  'Boat Noodle Soup; Rice noodles, beef, rich dark broth; 15.5',
];

const TH_CURRIES = [
  `*Green Curry; Coconut milk, bamboo shoots, eggplant, basil, ${PROTEIN_LC}; 15.5`,
  `*Red Curry; Coconut milk, bamboo shoots, bell peppers, basil, ${PROTEIN_LC}; 15.5`,
  `*Panang Curry; Rich peanut curry, kaffir lime, bell peppers, ${PROTEIN_LC}; 15.95`,
  'Massaman Curry; Potatoes, onions, peanuts, {chicken|beef:+2|tofu}; 15.95',
  'Yellow Curry; Potatoes, carrots, onions, {chicken|tofu|shrimp:+3}; 15.5',
  'Pineapple Curry; Red curry, pineapple, tomato, basil, {chicken|shrimp:+3}; 16.5',
  'Duck Curry; Roast duck, red curry, pineapple, tomatoes, grapes; 21.95',
];

const TH_NOODLES = [
  `!*${PROTEIN} Pad Thai; Rice noodles, egg, bean sprouts, scallions, crushed peanuts; 13.95`,
  `*${PROTEIN} Pad See Ew; Wide rice noodles, egg, Chinese broccoli, sweet soy sauce; 14.95`,
  `*Drunken Noodles; Spicy wide rice noodles, basil, peppers, onion, ${PROTEIN_LC}; 14.95`,
  'Pad Woon Sen; Glass noodles, egg, cabbage, tomato, onion; 14.5',
  'Lad Na; Wide noodles in gravy, Chinese broccoli; 14.95',
  'Spicy Noodle Soup;; 14.5',
  'Pad Thai Woon Sen; Pad Thai made with glass noodles; 14.95',
];

const TH_RICE_ENTREES = [
  `*Thai Fried Rice; Egg, onion, tomato, scallion, ${PROTEIN_LC}; 14.5`,
  '*Basil Fried Rice; Spicy, Thai basil, chili, peppers; 14.95',
  '*Pad Kra Pao; Stir-fried {chicken|pork|beef:+2} with holy basil, chili, fried egg over rice; 14.95',
  'Pineapple Fried Rice; Pineapple, cashews, raisins, curry powder, shrimp and chicken; 16.95',
  'Cashew Chicken; Stir-fried chicken, cashews, onions, peppers, chili paste; 15.5',
  'Garlic Pepper {Chicken|Pork|Shrimp:+3}; Garlic, black pepper, broccoli; 14.95',
  'Pad Prik King; Green beans, spicy curry paste; 14.95',
  'Ginger Stir-Fry; Fresh ginger, mushrooms, onion, scallions; 14.5',
  'Mixed Vegetables; Stir-fried in light garlic sauce; 13.5',
  'Crying Tiger; Grilled marinated steak, spicy tamarind dipping sauce; 21.95',
  'Pla Rad Prik; Whole crispy fish, three-flavor chili sauce; 29.95; mp',
  'Spicy Catfish; Fried catfish, red curry, basil, green beans; 18.95',
  'Gai Yang; Grilled marinated chicken, sticky rice, papaya salad; 17.5',
  'Orange Chicken; Crispy chicken, orange sauce; 14.95',
  'Jungle Curry Stir-Fry; Spicy, no coconut milk; 15.5',
];

const THAI_DRINKS = [
  '*Thai Iced Tea;; 4.5',
  '*Thai Iced Coffee;; 4.5',
  'Coconut Water; Young coconut; 5',
  'Singha Beer;; 6',
  'Soft Drink;; 2.5',
  'Hot Jasmine Tea;; 2.5',
];

export const THAI: KindVocab = [
  sec('Appetizers|Starters', 0.9, 2.2, TH_APPETIZERS),
  sec('Soups|Soups & Salads', 0.75, 1.2, TH_SOUPS),
  main('Curries|Curry', 0.9, 2, TH_CURRIES),
  main('Noodles', 0.95, 2, TH_NOODLES),
  main('Entrées|Stir-Fried & Rice|House Specialties', 0.9, 2.8, TH_RICE_ENTREES),
  sec('Desserts', 0.4, 0.6, [
    '*Mango Sticky Rice; Sweet coconut sticky rice, fresh mango; 8.5',
    'Fried Banana; Honey, sesame, coconut ice cream; 6.95',
    'Coconut Ice Cream;; 4.95',
    'Thai Custard; Pumpkin custard with sticky rice; 5.95',
  ]),
  sec('Drinks|Beverages', 0.5, 0.8, THAI_DRINKS),
];

const VN_APPETIZERS = [
  '*Gỏi Cuốn; Fresh spring rolls, shrimp, pork, vermicelli, herbs, peanut sauce; 7.5',
  '*Chả Giò; Crispy pork and shrimp egg rolls, nuoc cham; 7.5',
  'Chicken Wings; Fish sauce caramel wings; 11.95',
  'Bò Lá Lốt; Grilled beef wrapped in betel leaves; 10.95',
  'Bánh Xèo; Crispy turmeric crêpe, shrimp, pork, bean sprouts; 14.5',
  'Gỏi Gà; Shredded chicken cabbage salad, lime, mint, peanuts; 12.95',
  'Salt & Pepper Shrimp;; 14.95',
  'Bánh Bột Chiên; Fried rice cake with egg; 9.95',
  'Fried Tofu; Lemongrass salt, soy dipping sauce; 8.5',
];

const VN_PHO = [
  '*Phở Tái; Rare steak pho; 13.95',
  '*Phở Đặc Biệt; House special: rare steak, brisket, flank, tendon, tripe, meatballs; 15.95',
  '*Phở Gà; Chicken pho; 13.5',
  'Phở Chín; Well-done brisket pho; 13.95',
  'Phở Bò Viên; Beef meatball pho; 13.5',
  'Phở Tái Nạm; Rare steak and flank; 14.5',
  'Seafood Pho; Shrimp, squid, fish balls; 16.5',
  'Vegetable Pho; Tofu, vegetables, vegetable broth; 13.5',
  'Oxtail Pho;; 18.95',
  'Bún Bò Huế; Spicy lemongrass beef noodle soup, pork, blood cake; 15.5',
  'Hủ Tiếu; Clear pork broth, rice noodles, shrimp, pork; 14.5',
  'Mì Hoành Thánh; Egg noodle wonton soup; 14.5',
  'Canh Chua; Sweet and sour tamarind soup, fish, pineapple; 16.95',
];

const VN_VERMICELLI_RICE = [
  `*Bún {Grilled Pork|Grilled Chicken|Lemongrass Beef:+1|Grilled Shrimp:+2}; Vermicelli, lettuce, herbs, pickled carrot, peanuts, nuoc cham; 14.5`,
  '*Bún Chả Giò Thịt Nướng; Vermicelli with grilled pork and egg roll; 15.5',
  '*Cơm Tấm; Broken rice, grilled pork chop, shredded pork skin, egg cake; 15.95',
  'Cơm Gà; Lemongrass chicken over rice; 14.5',
  'Shaking Beef; Bò lúc lắc, cubed filet, watercress, tomato, rice; 21.95',
  'Caramelized Pork; Thịt kho, braised pork belly, egg, rice; 15.5',
  'Cá Kho Tộ; Caramelized catfish in clay pot, rice; 17.95',
  'Vietnamese Fried Rice; {Chicken|Shrimp|Combination}, egg, peas; 14.5',
  'Lemongrass Tofu; Spicy lemongrass, rice; 13.5',
  'Bún Riêu; Crab and tomato noodle soup; 15.5',
];

const BANH_MI = [
  '*Bánh Mì Thịt Nguội; Classic cold cuts, pâté, pickled vegetables, cilantro, jalapeño; 7.5',
  '*Bánh Mì Thịt Nướng; Grilled lemongrass pork; 7.95',
  '*Bánh Mì Gà; Grilled chicken; 7.5',
  'Bánh Mì Bò; Lemongrass beef; 8.5',
  'Bánh Mì Xíu Mại; Pork meatballs in tomato sauce; 7.95',
  'Bánh Mì Chay; Lemongrass tofu; 7.25',
  'Bánh Mì Trứng; Fried egg, Maggi, cilantro; 6.5',
  'Spicy Chicken Bánh Mì; Sriracha chicken, pickles; 7.95',
];

const VN_DRINKS = [
  '*Cà Phê Sữa Đá; Vietnamese iced coffee, condensed milk; 5.5',
  '*Boba Milk Tea; {Taro|Thai tea|Jasmine|Brown sugar}; 5.95',
  'Fresh Coconut;; 5.5',
  'Soda Chanh; Fresh lime soda; 4.5',
  'Smoothie; {Avocado|Mango|Strawberry|Durian}; 6.5',
  'Sugar Cane Juice;; 5',
  'Chè Ba Màu; Three-color bean and coconut dessert drink; 5.5',
  'Soft Drink;; 2.5',
];

export const VIETNAMESE: KindVocab = [
  sec('Appetizers|Khai Vị', 0.85, 1.8, VN_APPETIZERS),
  forCuisines(main('Phở|Pho|Noodle Soups', 0.95, 3, VN_PHO), { avoid: ['banh-mi'] }),
  main('Vermicelli & Rice|Bún & Cơm|Rice Plates', 0.85, 2.5, VN_VERMICELLI_RICE),
  forCuisines(main('Bánh Mì|Sandwiches', 0.4, 1.6, BANH_MI), { boost: ['banh-mi'], avoid: ['pho'] }),
  sec('Drinks|Beverages', 0.6, 1.2, VN_DRINKS),
];

const SEA_SMALL = [
  '*Lumpia Shanghai; Crispy pork egg rolls, sweet chili; 7.95',
  '*Chicken Satay; Grilled skewers, peanut sauce; 10.5',
  '*{Pork|Chicken|Vegetable} Dumplings; Pan-fried, chili soy; 8.95',
  'Roti Canai; Flaky flatbread, chicken curry dip; 6.5',
  'Edamame; Garlic chili or sea salt; 5.5',
  'Crispy Calamari; Sweet chili aioli; 11.95',
  'Pork Belly Bao; Hoisin, pickled cucumber; 9.5',
  'Korean Fried Cauliflower; Gochujang glaze, sesame; 10.5',
  'Ahi Tuna Tartare; Avocado, wonton crisps, ponzu; 15.95',
  'Lettuce Wraps; Minced chicken, water chestnuts, hoisin; 12.95',
  'Fish Ball Skewers; Spicy sauce; 6.5',
  'Spicy Cucumber Salad;; 6.5',
];

const SEA_MAINS = [
  '*Chicken Adobo; Braised in soy, vinegar, garlic, bay leaf, rice; 15.5',
  '*Pancit Bihon; Rice noodles, chicken, shrimp, vegetables; 13.95',
  '*Nasi Goreng; Indonesian fried rice, fried egg, shrimp crackers, chicken satay; 15.5',
  '*Char Kway Teow; Wok-fried flat noodles, shrimp, Chinese sausage, bean sprouts; 15.95',
  '*Laksa; Spicy coconut curry noodle soup, shrimp, tofu puffs; 16.5',
  'Hainanese Chicken Rice; Poached chicken, ginger rice, chili sauce; 15.5',
  'Beef Rendang; Slow-cooked coconut beef curry, rice; 18.95',
  'Tocino Silog; Sweet cured pork, garlic fried rice, fried egg; 13.95',
  'Kare-Kare; Oxtail peanut stew, bagoong; 21.95',
  'Lechon Kawali; Crispy fried pork belly, liver sauce, rice; 16.95',
  'Sinigang; Sour tamarind soup, {pork|shrimp:+2}, vegetables; 16.5',
  'Mee Goreng; Spicy fried noodles, egg, tofu, shrimp; 14.95',
  'Kuy Teav; Cambodian pork noodle soup; 14.5',
  'Amok; Cambodian fish curry steamed in banana leaf; 18.95',
  'Sisig; Sizzling chopped pork, onion, chili, egg; 15.95',
  'Spicy Garlic Noodles; Wok-tossed noodles, garlic butter, {shrimp|chicken}; 15.95',
  '{Chicken|Beef:+2|Shrimp:+3|Tofu} Stir-Fry; Seasonal vegetables, ginger soy sauce, rice; 14.5',
  'Korean BBQ Tacos; Bulgogi beef, kimchi slaw, gochujang aioli; 13.95',
  'Miso Glazed Salmon; Bok choy, jasmine rice; 23.95',
  'Orange Chicken Bowl; Crispy chicken, sesame, rice; 13.95',
  'Teriyaki Chicken Rice Bowl; Grilled chicken, vegetables, rice; 13.5',
];

const SEA_SIDES = [
  '*Steamed Jasmine Rice;; 2.5',
  'Garlic Fried Rice;; 4.5',
  'Coconut Rice;; 3.95',
  'Stir-Fried Bok Choy; Garlic; 7.95',
  'Sambal Green Beans;; 8.5',
];

export const SEASIAN: KindVocab = [
  sec('Small Plates|Appetizers|Starters', 0.9, 2, SEA_SMALL),
  main('Mains|Entrées|Main Dishes', 1, 4, SEA_MAINS),
  sec('Sides', 0.4, 0.8, SEA_SIDES),
  sec('Desserts', 0.3, 0.6, [
    '*Halo-Halo; Shaved ice, ube, flan, sweet beans, evaporated milk; 8.5',
    'Turon; Banana lumpia, caramel; 5.5',
    'Mango Sticky Rice;; 7.95',
    'Ube Cheesecake;; 7.5',
  ]),
  sec('Drinks', 0.45, 0.8, [
    '*Thai Iced Tea;; 4.5',
    'Calamansi Juice;; 4',
    'Teh Tarik; Pulled milk tea; 4.5',
    'Lychee Lemonade;; 4.5',
    'San Miguel Beer;; 6',
    'Soft Drink;; 2.5',
  ]),
];
