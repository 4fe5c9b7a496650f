/** Barbecue, Southern / soul food / Cajun, and chicken / wings menus. */
import { SOFT_DRINKS } from './common.ts';
import { main, sec, type KindVocab } from './types.ts';

const BBQ_PLATES = [
  '*Brisket Plate; Slow-smoked beef brisket, two sides, Texas toast; 18.95',
  '*Pulled Pork Plate; Hickory-smoked pork shoulder, two sides, bread; 14.95',
  '*{Half|Full:+12} Rack of Ribs; St. Louis-cut pork spare ribs, two sides; 22.95',
  '*Two Meat Combo; Choice of two meats, two sides; 21.95',
  'Three Meat Combo; Choice of three meats, two sides; 26.95',
  'Smoked Half Chicken; Dry-rubbed, two sides; 15.95',
  'Smoked Sausage Plate; {Jalapeño cheddar|Original} link, two sides; 14.5',
  'Burnt Ends Plate; Caramelized brisket point, two sides; 20.95',
  'Beef Ribs; Giant smoked beef short rib, by the pound; 32; mp',
  'Smoked Turkey Plate; Sliced turkey breast, two sides; 15.95',
  'Baby Back Ribs; Dry rub or sauced, two sides; 24.95',
  'Pitmaster Platter; Brisket, ribs, pulled pork, sausage, three sides, feeds two to three; 54.95',
  'Rib Tips; Two sides; 14.5',
  'Smoked Wings; Six wings, dry rub, ranch; 12.95',
  'Brisket by the Pound; Sliced {lean|moist}; 28; mp',
];

const BBQ_SANDWICHES = [
  '*Pulled Pork Sandwich; Topped with coleslaw, one side; 11.95',
  '*Chopped Brisket Sandwich; BBQ sauce, pickles, onions, one side; 13.95',
  'Sliced Brisket Sandwich; Pickles, onions, brioche bun, one side; 14.5',
  'Smoked Turkey Sandwich;; 12.5',
  'Sausage Link Sandwich; Onions, pickles, mustard; 10.5',
  'Pulled Chicken Sandwich; Alabama white sauce; 11.5',
  'BBQ Stuffed Baked Potato; Loaded with cheese, butter, sour cream and your choice of meat; 12.95',
  'Frito Pie; Fritos, chili, cheese, onions, jalapeños; 9.95',
  'Brisket Tacos; Three tacos, pickled onion, salsa verde; 13.5',
  'Brisket Mac & Cheese Bowl;; 13.95',
];

const BBQ_SIDES = [
  '*Mac & Cheese;; 3.95',
  '*Coleslaw;; 2.95',
  '*Baked Beans; With burnt ends; 3.5',
  'Potato Salad;; 3.25',
  'Collard Greens;; 3.5',
  'Cornbread; With honey butter; 2.95',
  'Fried Okra;; 3.95',
  'French Fries;; 3.25',
  'Green Beans; With bacon; 3.5',
  'Corn on the Cob;; 2.95',
  'Banana Pudding;; 4.5',
  'Peach Cobbler;; 5.5',
  'Pecan Pie;; 5.5',
];

export const BBQ: KindVocab = [
  main('Plates|Platters|From the Pit', 1, 3.5, BBQ_PLATES),
  main('Sandwiches & More|Handhelds', 0.8, 2.2, BBQ_SANDWICHES),
  sec('Sides & Desserts|Sides', 0.85, 2.5, BBQ_SIDES),
  sec('Drinks', 0.4, 0.8, SOFT_DRINKS),
];

const SOUTH_STARTERS = [
  '*Fried Green Tomatoes; Remoulade, pimento cheese; 9.95',
  '*Hush Puppies; Honey butter; 5.95',
  '*Fried Pickles; Comeback sauce; 7.95',
  'Pimento Cheese & Crackers;; 8.5',
  'Boudin Balls; Fried pork and rice sausage balls, Creole mustard; 9.95',
  'Chicken Wings; {Fried|Lemon pepper|Hot honey}; 12.95',
  'Shrimp Remoulade; Chilled Gulf shrimp, spicy remoulade; 12.95',
  'Seafood Gumbo; Shrimp, crab, andouille, dark roux, rice; 9.95',
  'Crawfish Étouffée Cup;; 8.95',
  'Deviled Eggs;; 6.5',
  'Fried Alligator; Cajun seasoning, remoulade; 13.95',
  'Chicken & Sausage Gumbo;; 8.95',
];

const SOUTH_MAINS = [
  '*Southern Fried Chicken; {Dark|White:+2|Mixed} meat, two sides, cornbread; 15.95',
  '*Shrimp & Grits; Creamy stone-ground grits, andouille, Cajun cream sauce; 19.95',
  '*Fried Catfish; Cornmeal-crusted, hush puppies, coleslaw; 16.95',
  '*Chicken Fried Steak; Country gravy, mashed potatoes, greens; 16.95',
  'Smothered Pork Chops; Onion gravy, rice, two sides; 17.5',
  'Oxtails; Slow-braised, rice and gravy, two sides; 24.95',
  'Chicken & Waffles; Fried chicken, Belgian waffle, maple syrup; 16.95',
  'Jambalaya; Chicken, andouille sausage, shrimp, Creole rice; 18.95',
  'Crawfish Étouffée; Smothered crawfish tails, rice; 21.95',
  'Red Beans & Rice; Andouille sausage; 13.95',
  'Meatloaf; Tomato glaze, mashed potatoes, green beans; 15.95',
  'Smothered Chicken; Gravy, rice, two sides; 15.5',
  'Fried Shrimp Basket; Fries, hush puppies; 17.5',
  'Blackened Redfish; Lemon butter, dirty rice; 24.95; mp',
  "Po'Boy; {Fried shrimp|Fried oyster:+3|Roast beef|Catfish}, dressed, French bread; 14.95",
  'Chicken & Dumplings;; 14.5',
  'Country Ham Plate; Red-eye gravy, biscuits; 15.5',
  'Turkey Wings; Smothered, rice, two sides; 17.95',
  'Meat & Three; Choice of meat and three vegetables; 14.95',
];

const SOUTH_SIDES = [
  '*Mac & Cheese; Baked; 4.5',
  '*Collard Greens; Smoked turkey; 4.25',
  '*Candied Yams;; 4.25',
  'Black-Eyed Peas;; 3.95',
  'Cornbread;; 2.5',
  'Mashed Potatoes & Gravy;; 3.95',
  'Fried Okra;; 4.25',
  'Cabbage;; 3.5',
  'Dirty Rice;; 4.25',
  'Cheese Grits;; 3.95',
  'Biscuits; Two, honey butter; 3.5',
  'Potato Salad;; 3.75',
];

export const SOUTHERN: KindVocab = [
  sec('Starters|Appetizers', 0.8, 2, SOUTH_STARTERS),
  main('Entrées|Plates|Dinners', 1, 4, SOUTH_MAINS),
  sec('Sides|Vegetables', 0.75, 2, SOUTH_SIDES),
  sec('Desserts', 0.5, 0.8, [
    '*Peach Cobbler; Vanilla ice cream; 6.5',
    '*Banana Pudding; Nilla wafers; 5.5',
    'Sweet Potato Pie;; 5.5',
    'Red Velvet Cake;; 6.5',
    'Beignets; Powdered sugar; 6.5',
    'Pecan Pie;; 5.95',
  ]),
  sec('Drinks', 0.4, 0.7, SOFT_DRINKS),
];

const CHICKEN_MAINS = [
  '*{2|3:+2|4:+4} Piece Chicken Meal; Fried chicken, side, biscuit; 8.95',
  '*Chicken Tenders; {3|5:+3} pieces, fries, sauce, Texas toast; 9.95',
  '*{Buffalo|BBQ|Lemon Pepper|Garlic Parmesan|Mango Habanero|Teriyaki|Hot Honey} Wings; {6|10:+5|20:+15} wings, celery, ranch or blue cheese; 10.95',
  '*Spicy Chicken Sandwich; Fried chicken, pickles, spicy mayo, brioche; 8.5',
  'Nashville Hot Chicken; {Mild|Medium|Hot|Extra hot}, white bread, pickles; 12.95',
  'Boneless Wings; {8|12:+4} pieces, choice of sauce; 9.95',
  'Chicken Sandwich; Fried chicken, pickles, mayo, brioche bun; 7.95',
  'Family Meal; {8|12:+8} pieces of chicken, two large sides, biscuits; 29.95',
  'Popcorn Chicken; Fries; 7.95',
  'Chicken & Waffles; Hot honey; 12.95',
  'Grilled Chicken Sandwich;; 8.5',
  'Chicken Wrap; Crispy or grilled; 7.95',
  'Wing Combo; Ten wings, fries, drink; 15.95',
  'Chicken Livers & Gizzards; Fried, with gravy; 7.5',
  'Bucket of Chicken; {8|12:+8|16:+16} pieces; 22.95',
  'Loaded Chicken Fries; Fries, chicken, cheese sauce, ranch; 10.5',
  'Chicken Salad; Crispy chicken, greens, cheese, tomato; 9.5',
];

const CHICKEN_SIDES = [
  '*Fries; {Regular|Cajun}; 3.25',
  '*Mashed Potatoes & Gravy;; 3.25',
  'Coleslaw;; 2.75',
  'Mac & Cheese;; 3.5',
  'Biscuit; Honey butter; 1.5',
  'Corn on the Cob;; 2.5',
  'Fried Okra;; 3.5',
  'Celery & Ranch;; 1.5',
  'Onion Rings;; 3.95',
  'Potato Wedges;; 3.25',
  'Extra Sauce; {Ranch|Blue cheese|Honey mustard|Comeback}; 0.75',
];

export const CHICKEN: KindVocab = [
  main('Chicken|Meals', 1, 4, CHICKEN_MAINS),
  sec('Sides', 0.8, 2, CHICKEN_SIDES),
  sec('Desserts & Drinks|Drinks', 0.5, 0.9, [
    '*Sweet Tea; {Regular|Large:+0.75}; 2.25',
    'Lemonade;; 2.5',
    'Fountain Drink;; 2.25',
    'Banana Pudding;; 3.5',
    'Apple Pie;; 2.5',
    'Cookie;; 1.5',
  ]),
];
