/** Seafood / fish & chips and steakhouse menus. */
import { AMERICAN_SIDES, SOFT_DRINKS } from './common.ts';
import { main, sec, type KindVocab } from './types.ts';

const SF_STARTERS = [
  '*New England Clam Chowder; Cup or bowl, oyster crackers; 7.5',
  '*Fried Calamari; Banana peppers, marinara, lemon aioli; 13.95',
  '*Peel & Eat Shrimp; Half pound, Old Bay, cocktail sauce; 14.95',
  'Crab Cakes; Jumbo lump, remoulade; 17.95; mp',
  'Steamed Mussels; White wine, garlic, butter, grilled bread; 15.95',
  'Oysters Rockefeller; Spinach, Pernod, parmesan; 17.95; mp',
  'Coconut Shrimp; Sweet chili sauce; 13.5',
  'Smoked Fish Dip; Crackers, jalapeño; 11.5',
  'Conch Fritters; Key lime aioli; 11.95',
  'Shrimp Cocktail; Five jumbo shrimp; 15.5',
  'Manhattan Clam Chowder;; 6.95',
  'Lobster Bisque; Sherry, cream; 9.95',
  'Seafood Gumbo;; 9.5',
  'Steamed Clams; Drawn butter, broth; 15.95; mp',
  'Crab Dip; Old Bay, toasted bread; 14.5',
  'Fried Clam Strips; Tartar sauce; 12.95',
];

const RAW_BAR = [
  '*Oysters on the Half Shell; Half dozen or dozen, mignonette, cocktail sauce; 18; mp',
  'Littleneck Clams; Half dozen; 13; mp',
  'Tuna Poke; Sesame, soy, avocado, wonton chips; 16.5',
  'Ceviche; Lime, chili, red onion, cilantro; 15',
  'Seafood Tower; Oysters, clams, shrimp, lobster, crab; 85; mp',
  'Snow Crab Cocktail;; 19; mp',
];

const SF_MAINS = [
  '*Fish & Chips; Beer-battered {cod|haddock|pollock}, fries, coleslaw, tartar; 17.95',
  '*Fried Shrimp Platter; Fries, coleslaw, hush puppies, cocktail sauce; 19.95',
  '*{Grilled|Blackened|Broiled} Salmon; Rice pilaf, seasonal vegetables; 24.95',
  '*Lobster Roll; {Maine-style with mayo|Connecticut-style with warm butter}, fries; 29.95; mp',
  'Fried Seafood Platter; Shrimp, scallops, fish, clams, fries, slaw; 28.95',
  'Shrimp Scampi; Garlic butter, white wine, linguine; 22.95',
  'Seafood Boil; Shrimp, crawfish, sausage, corn, potatoes, Cajun butter; 29.95; mp',
  'Snow Crab Legs; One pound, drawn butter, corn, potatoes; 36.95; mp',
  'Whole Maine Lobster; Steamed, drawn butter, two sides; 42; mp',
  'Seared Scallops; Brown butter, risotto; 31.95; mp',
  'Blackened Mahi Mahi; Mango salsa, rice, vegetables; 24.5',
  'Fried Catfish; Cornmeal, hush puppies, slaw; 16.95',
  "Shrimp Po' Boy; Fried shrimp, lettuce, tomato, remoulade, fries; 15.95",
  'Fish Tacos; Grilled or fried, cabbage, chipotle crema; 15.5',
  'Cioppino; Shrimp, mussels, clams, fish, tomato broth; 32.95; mp',
  'Fried Clams; Whole belly clams, fries, slaw; 26.95; mp',
  'Broiled Seafood Platter; Haddock, scallops, shrimp, stuffed clam; 32.95',
  'Grilled Swordfish; Lemon herb butter; 28.95; mp',
  'Shrimp & Grits; Andouille, Cajun cream; 21.95',
  'Crab Cake Dinner; Two jumbo lump crab cakes, two sides; 32.95; mp',
  'Fish Sandwich; Fried haddock, tartar, lettuce, fries; 14.95',
  'Catch of the Day; Grilled, blackened or fried; 27; mp',
];

export const SEAFOOD: KindVocab = [
  sec('Starters|Appetizers|Chowders & Starters', 0.9, 2.3, SF_STARTERS),
  sec('Raw Bar', 0.3, 0.9, RAW_BAR),
  main('Entrées|From the Sea|Seafood Platters|Baskets & Platters', 1, 4, SF_MAINS),
  sec('Sides', 0.45, 1, AMERICAN_SIDES),
  sec('Desserts', 0.35, 0.6, [
    '*Key Lime Pie;; 7.5',
    'Blueberry Cobbler;; 7.5',
    'Chocolate Cake;; 7.5',
    'Bread Pudding; Bourbon sauce; 7.95',
  ]),
  sec('Drinks|Beverages', 0.4, 0.8, SOFT_DRINKS),
];

const ST_STARTERS = [
  '*Shrimp Cocktail; Jumbo shrimp, horseradish cocktail sauce; 14.5',
  '*Crab Cake; Jumbo lump, mustard aioli; 16; mp',
  'Oysters on the Half Shell; Half dozen; 15; mp',
  'Beef Carpaccio; Capers, arugula, parmesan; 13.5',
  'Thick-Cut Bacon; Maple glaze; 12',
  'Seared Ahi Tuna; Sesame crust, soy ginger; 14',
  'Fried Calamari; Sweet chili, peppers; 12',
  'Onion Ring Tower; Beer-battered, chipotle ranch; 8.5',
  'Lobster Bisque; Sherry cream; 10',
  'French Onion Soup;; 8',
  'Steak Bites; Sirloin tips, garlic butter; 12',
  'Bone Marrow; Roasted, toast, parsley salad; 13',
];

const ST_SALADS = [
  '*Wedge Salad; Iceberg, bacon, tomato, blue cheese; 9.5',
  '*Caesar Salad; Romaine, parmesan, croutons; 9',
  'House Salad; Mixed greens, tomato, cucumber, croutons; 7',
  'Chopped Salad; Bacon, egg, blue cheese, avocado; 10.5',
  'Beefsteak Tomato & Onion; Blue cheese, balsamic; 9',
];

const STEAKS = [
  '*Filet Mignon; {6|8:+9|10:+18} oz, center-cut tenderloin; 30',
  '*Ribeye; 16 oz, well-marbled, char-grilled; 37.5',
  '*New York Strip; 14 oz, bold and beefy; 34.5',
  'Porterhouse; 24 oz, strip and tenderloin; 46; mp',
  'Tomahawk Ribeye; 36 oz bone-in, for two; 90; mp',
  'Top Sirloin; 8 oz, lean, center-cut; 21.5',
  'Prime Rib; Slow-roasted, au jus, horseradish cream, {12 oz|16 oz:+8}; 29',
  'Bone-In Ribeye; 22 oz, dry-aged; 44.5; mp',
  'Wagyu Strip; A5 Japanese wagyu, per ounce; 25; mp',
  'Steak Frites; Hanger steak, herb butter, fries; 23',
  'Chopped Steak; Mushroom gravy, onions; 17.5',
  'Surf & Turf; Filet mignon and lobster tail; 56; mp',
  'Country Fried Steak; Cream gravy, mashed potatoes; 14.5',
  'Sirloin Tips; Mushrooms, onions, rice; 18',
  'Steak Add-On; {Oscar style|Blue cheese crust|Grilled shrimp|Sautéed mushrooms}; 6.5',
];

const ST_MORE = [
  '*Lobster Tail; Broiled, drawn butter; 34.5; mp',
  '*Grilled Salmon; Lemon butter, asparagus; 24.5',
  'Seared Scallops; Cauliflower purée; 30; mp',
  'Roasted Chicken; Half chicken, herb jus; 21',
  'Lamb Chops; Mint chimichurri; 34.5; mp',
  'Pork Chop; Double-cut, apple bourbon glaze; 26',
  'Chilean Sea Bass; Miso glaze; 33; mp',
  'Steakhouse Burger; Ground chuck and brisket, cheddar, bacon, fries; 15',
  'Alaskan King Crab Legs; One pound, drawn butter; 61; mp',
];

const ST_SIDES = [
  '*Creamed Spinach;; 8.5',
  '*{Loaded|Plain} Baked Potato; Butter, sour cream, chives{, bacon, cheddar|}; 7',
  '*Mashed Potatoes; Garlic or truffle; 7.5',
  'Grilled Asparagus; Hollandaise; 8.5',
  'Sautéed Mushrooms;; 7.5',
  'Mac & Cheese; Three cheese{|, add lobster:+14}; 9.5',
  'Brussels Sprouts; Bacon, balsamic; 8.5',
  'Truffle Fries; Parmesan; 8',
  'Creamed Corn;; 7',
  'Onion Rings;; 7',
  'Broccolini; Lemon, chili; 8',
  'Au Gratin Potatoes;; 8.5',
];

const ST_DRINKS = [
  '*Cabernet Sauvignon; Napa Valley, glass; 13',
  '*Old Fashioned; Bourbon, demerara, bitters, orange; 11.5',
  'Manhattan; Rye, sweet vermouth, bitters; 11.5',
  'Martini; Gin or vodka, olives or twist; 11',
  'Pinot Noir; Willamette Valley, glass; 11.5',
  'Chardonnay; Sonoma, glass; 11',
  'Malbec; Mendoza, glass; 10',
  'Craft Beer;; 6',
  'Espresso Martini;; 11.5',
  'Iced Tea;; 3',
  'Soft Drink;; 3',
];

export const STEAKHOUSE: KindVocab = [
  sec('Starters|Appetizers', 0.9, 2, ST_STARTERS),
  sec('Salads|Soups & Salads', 0.7, 1.2, ST_SALADS),
  main('Steaks|Steaks & Chops|Prime Cuts', 1, 3.5, STEAKS),
  sec('Seafood|Seafood & More|Beyond Beef', 0.75, 1.5, ST_MORE),
  sec('Sides|Sides to Share', 0.8, 1.8, ST_SIDES),
  sec('Desserts', 0.5, 0.8, [
    '*Chocolate Cake; Six layers, fudge; 10',
    '*Cheesecake; New York-style, berries; 8.5',
    'Crème Brûlée; Vanilla bean; 8',
    'Key Lime Pie;; 7',
    'Bread Pudding; Bourbon caramel; 8',
  ]),
  sec('Wine & Cocktails|Bar|Drinks', 0.45, 1, ST_DRINKS),
];
