/** American (casual dining, pubs, bars, New American) and burger / fast-food / hot dog menus. */
import { AMERICAN_DESSERTS, AMERICAN_SIDES, BAR_DRINKS, KIDS_MENU } from './common.ts';
import { forCuisines, main, sec, type KindVocab } from './types.ts';

const AM_STARTERS = [
  '*{Buffalo|BBQ|Garlic Parmesan|Nashville Hot|Lemon Pepper} Chicken Wings; Celery, carrots, blue cheese or ranch; 14.95',
  '*Mozzarella Sticks; Hand-breaded, marinara sauce; 9.95',
  '*Loaded Nachos; Tortilla chips, queso, jalapeños, pico, sour cream, {chicken|beef|pulled pork}; 13.95',
  '*Spinach Artichoke Dip; Warm, cheesy, with tortilla chips; 11.5',
  'Fried Pickles; Dill pickle chips, spicy ranch; 8.95',
  'Loaded Potato Skins; Cheddar, bacon, sour cream, scallions; 10.5',
  'Chicken Quesadilla; Grilled chicken, peppers, cheese, salsa, sour cream; 12.5',
  'Boneless Wings; Tossed in your choice of sauce; 12.5',
  'Soft Pretzel Bites; Beer cheese sauce, spicy mustard; 9.5',
  'Onion Rings Tower; Beer-battered onion rings, chipotle ranch; 9.95',
  'Crispy Brussels Sprouts; Balsamic glaze, bacon, parmesan; 10.5',
  'Shrimp Cocktail; Chilled jumbo shrimp, cocktail sauce; 14.5',
  'Fried Calamari; Banana peppers, marinara, lemon aioli; 13.5',
  'Sliders; Three mini cheeseburgers, pickles, special sauce; 12.95',
  'Buffalo Chicken Dip; Cream cheese, hot sauce, tortilla chips; 11.5',
  'Deviled Eggs; Smoked paprika, chives; 7.5',
  'Cheese Curds; Wisconsin white cheddar, ranch; 9.95',
  'Chips & Queso;; 7.95',
  'Ahi Tuna Stack; Sushi rice, avocado, wonton crisps, soy glaze; 16.5',
  'Charcuterie Board; Cured meats, cheeses, pickles, mustard, toast; 19.95',
  'Truffle Fries; Parmesan, parsley, truffle aioli; 9.5',
];

const AM_SOUPS_SALADS = [
  '*{Grilled|Crispy|Blackened} Chicken Caesar Salad; Romaine, parmesan, croutons; 14.5',
  '*Cobb Salad; Chicken, bacon, egg, avocado, tomato, blue cheese; 15.5',
  '*House Salad; Mixed greens, tomato, cucumber, carrots, croutons; 8.5',
  'Buffalo Chicken Salad; Crispy chicken, buffalo sauce, celery, blue cheese; 14.95',
  'Southwest Chicken Salad; Black beans, corn, pico, tortilla strips, chipotle ranch; 14.95',
  'Wedge Salad; Iceberg, bacon, tomato, blue cheese dressing; 11.5',
  'Strawberry Spinach Salad; Goat cheese, candied pecans, poppyseed dressing; 13.5',
  'Grilled Salmon Salad; Mixed greens, quinoa, avocado, lemon vinaigrette; 18.95',
  'Steak Salad; Sliced sirloin, blue cheese, crispy onions, balsamic; 18.5',
  'French Onion Soup; Crouton, melted Swiss and provolone; 7.95',
  'Chicken Noodle Soup; Cup or bowl; 5.95',
  'Chili; Beef and bean chili, cheddar, onions; 6.95',
  'Broccoli Cheddar Soup; Cup or bowl; 5.95',
  'Clam Chowder; Cup or bowl; 7.5',
  'Tomato Basil Soup;; 5.95',
];

const AM_BURGERS = [
  '*Classic Burger; Half-pound Angus beef, lettuce, tomato, onion, pickles, fries; 14.95',
  '*Bacon Cheeseburger; Cheddar, applewood bacon, lettuce, tomato, fries; 15.95',
  '*{Mushroom Swiss|Patty Melt|BBQ Bacon|Black & Blue} Burger; Half-pound Angus beef, fries; 15.95',
  'Smash Burger; Two thin patties, American cheese, onions, pickles, special sauce; 13.5',
  'Veggie Burger; House black bean patty, avocado, chipotle mayo; 13.95',
  'Turkey Burger; Swiss, avocado, sprouts, garlic aioli; 14.5',
  'Jalapeño Burger; Pepper jack, fried jalapeños, chipotle mayo; 15.5',
  'Impossible Burger; Plant-based patty, lettuce, tomato, onion; 16.5',
  'Breakfast Burger; Fried egg, bacon, hash brown, cheddar; 15.95',
  'Pub Burger; Aged cheddar, caramelized onions, bacon jam, brioche; 16.95',
  'Double Cheeseburger; Two patties, American cheese, fries; 15.5',
  'Western Burger; Onion rings, BBQ sauce, cheddar, bacon; 16.5',
];

const AM_SANDWICHES = [
  '*{Crispy|Grilled|Buffalo|Nashville Hot} Chicken Sandwich; Lettuce, tomato, pickles, brioche bun, fries; 13.95',
  '*Club Sandwich; Turkey, ham, bacon, lettuce, tomato, mayo, triple-decker; 13.5',
  '*Philly Cheesesteak; Shaved ribeye, onions, peppers, provolone, hoagie roll; 14.5',
  'French Dip; Thin-sliced roast beef, Swiss, au jus; 14.95',
  'Reuben; Corned beef, sauerkraut, Swiss, Russian dressing, rye; 14.5',
  'BLT; Thick-cut bacon, lettuce, tomato, mayo, sourdough; 11.5',
  'Fish Sandwich; Beer-battered cod, tartar sauce, slaw; 14.5',
  'Pulled Pork Sandwich; BBQ sauce, coleslaw, brioche; 13.5',
  'Chicken Wrap; {Grilled|Crispy|Buffalo} chicken, lettuce, tomato, cheese, ranch; 12.5',
  'Grilled Cheese with Tomato Soup; Cheddar and American on sourdough; 11.5',
  'Turkey Avocado Melt; Swiss, tomato, sourdough; 13.5',
  'Steak Sandwich; Sliced sirloin, caramelized onions, horseradish cream; 16.95',
  'Chicken Tenders Basket; Hand-breaded tenders, fries, honey mustard; 13.5',
];

const AM_ENTREES = [
  '*Fish & Chips; Beer-battered cod, fries, coleslaw, tartar sauce; 17.95',
  '*Chicken Fried Steak; Country gravy, mashed potatoes, green beans; 16.95',
  '*{Grilled|Blackened|Cajun} Chicken; Rice pilaf, seasonal vegetables; 17.5',
  'Grilled Salmon; Lemon butter, rice, asparagus; 23.95',
  'Ribeye Steak; 12 oz, garlic butter, mashed potatoes, vegetables; 32.95; mp',
  'Sirloin Steak; 8 oz, baked potato, side salad; 22.95',
  'Baby Back Ribs; Half rack, BBQ sauce, fries, coleslaw; 21.95',
  'Chicken Pot Pie; Flaky crust, creamy chicken and vegetables; 15.95',
  'Meatloaf; Brown gravy, mashed potatoes, green beans; 16.5',
  'Shrimp & Grits; Cajun cream sauce, andouille, cheddar grits; 21.5',
  'Chicken Alfredo Pasta; Fettuccine, grilled chicken, parmesan cream; 18.5',
  'Cajun Chicken Pasta; Penne, spicy cream sauce, peppers; 18.95',
  'Fried Shrimp Platter; Fries, coleslaw, cocktail sauce; 18.95',
  'Loaded Mac & Cheese; Three cheese, toasted breadcrumbs{|, add pulled pork or chicken}; 14.5',
  'Pot Roast; Slow-braised beef, carrots, potatoes, gravy; 19.5',
  'Fish Tacos; Blackened mahi, cabbage, chipotle crema, rice; 16.5',
  'Grilled Pork Chop; Apple chutney, mashed potatoes; 21.5',
  'Roasted Half Chicken; Herb jus, mashed potatoes, vegetables; 21.95',
  'Pan-Seared Scallops; Risotto, brown butter; 32; mp',
  'Short Rib; Braised, red wine jus, creamy polenta; 31',
  'Steak Frites; Hanger steak, herb butter, fries; 28.5',
];

export const AMERICAN: KindVocab = [
  sec('Starters|Appetizers|Shareables', 0.9, 2.5, AM_STARTERS),
  sec('Soups & Salads|Soup & Salad', 0.75, 1.8, AM_SOUPS_SALADS),
  main('Burgers|Handhelds', 0.8, 2, AM_BURGERS),
  main('Sandwiches|Sandwiches & Wraps', 0.65, 1.7, AM_SANDWICHES),
  main('Entrées|Mains|Dinners|Plates', 0.8, 2.4, AM_ENTREES),
  sec('Sides', 0.35, 0.8, AMERICAN_SIDES),
  sec("Kids' Menu|Kids", 0.2, 0.6, KIDS_MENU),
  sec('Desserts', 0.45, 0.8, AMERICAN_DESSERTS),
  sec('Drinks|Beer & Cocktails|Beverages', 0.45, 1, BAR_DRINKS),
];

const BG_BURGERS = [
  '*Hamburger; Quarter-pound patty, lettuce, tomato, onion, pickles, ketchup, mustard; 6.95',
  '!*Cheeseburger; Quarter-pound patty, American cheese, lettuce, tomato, pickles; 7.5',
  '*Double Cheeseburger; Two patties, two slices of American cheese; 9.5',
  '*Bacon Cheeseburger; Crispy bacon, cheddar, lettuce, tomato; 9.25',
  'Mushroom Swiss Burger; Sautéed mushrooms, Swiss cheese; 9.25',
  'BBQ Burger; Onion rings, BBQ sauce, cheddar; 9.5',
  'Chili Cheeseburger; Beef chili, cheddar, onions; 9.5',
  'Jalapeño Burger; Pepper jack, jalapeños, spicy mayo; 9.25',
  'Patty Melt; Grilled onions, Swiss, rye bread; 9.25',
  'Triple Stack; Three patties, three slices of cheese; 11.95',
  'Veggie Burger; Plant-based patty, lettuce, tomato, onion; 8.95',
  'Smash Burger; Double smashed patties, house sauce, grilled onions; 9.95',
  'Western Bacon Burger; Bacon, onion rings, BBQ sauce; 10.25',
  'Turkey Burger; Lettuce, tomato, avocado; 9.25',
  'Junior Burger; Single small patty; 4.5',
  'Guacamole Burger; Fresh guacamole, pepper jack, salsa; 9.95',
  'Pastrami Burger; Cheeseburger topped with hot pastrami; 11.5',
];

const BG_CHICKEN_MORE = [
  '*{Crispy|Grilled|Spicy} Chicken Sandwich; Lettuce, mayo, pickles, toasted bun; 7.95',
  '*Chicken Tenders; {3|5} pieces, choice of dipping sauce; 7.95',
  '*Hot Dog; All-beef frank, toasted bun; 3.95',
  '*Chili Cheese Dog; Beef chili, cheddar, onions; 5.5',
  'Chicago Dog; Mustard, relish, onion, tomato, pickle, sport peppers, celery salt; 5.25',
  'Corn Dog;; 3.5',
  'Fish Sandwich; Crispy fish fillet, tartar sauce, cheese; 6.95',
  'Chicken Nuggets; {6|10|20} pieces; 5.5',
  'Grilled Cheese;; 4.95',
  'Chicken Wrap; Crispy chicken, lettuce, cheese, ranch; 6.95',
  'Italian Beef; Thin-sliced beef, au jus, giardiniera; 9.5',
  'Polish Sausage; Grilled onions, mustard; 5.95',
  'BLT;; 6.5',
  'Chicken Salad; Crispy chicken, greens, tomato, cheese, ranch; 8.95',
  'Combo Meal; Any burger with fries and a drink; 11.95',
];

const BG_SIDES = [
  '*French Fries; {Regular|Large:+1}; 3.25',
  '*Onion Rings;; 4.25',
  '*Cheese Fries; Melted cheddar{| and bacon}; 4.95',
  'Chili Cheese Fries;; 5.5',
  'Tater Tots;; 3.5',
  'Curly Fries; Seasoned; 3.75',
  'Sweet Potato Fries;; 4.25',
  'Side Salad;; 3.95',
  'Fried Pickles;; 4.5',
  'Mozzarella Sticks; Six pieces, marinara; 5.5',
  'Animal Style Fries; Cheese, grilled onions, special sauce; 5.95',
  'Coleslaw;; 2.25',
];

const BG_SHAKES = [
  '*{Chocolate|Vanilla|Strawberry|Cookies & Cream|Peanut Butter} Shake; Hand-dipped, whipped cream; 5.5',
  '*Fountain Drink; {Small|Medium:+0.5|Large:+1}; 2.25',
  'Root Beer Float;; 4.5',
  'Malt; {Chocolate|Vanilla}; 5.95',
  'Soft Serve Cone;; 2.5',
  'Sundae; {Hot fudge|Caramel|Strawberry}; 4.25',
  'Fresh Lemonade;; 3.25',
  'Iced Tea;; 2.25',
  'Apple Pie;; 2.5',
  'Chocolate Chip Cookie;; 1.95',
];

const HOT_DOGS = [
  '*Chicago-Style Hot Dog; Vienna beef, mustard, relish, onion, tomato, pickle, sport peppers, celery salt; 4.75',
  '*Chili Dog; All-beef frank, chili, cheddar, onions; 5.25',
  '*Jumbo Dog; Quarter-pound frank, choice of toppings; 5.5',
  'Coney Dog; Coney sauce, mustard, onions; 3.95',
  'Italian Beef Sandwich; Dipped, sweet or hot peppers; 9.95',
  'Maxwell Street Polish; Grilled onions, mustard, sport peppers; 6.5',
  'Bacon-Wrapped Dog; Grilled onions, peppers; 6.5',
  'Slaw Dog; Chili, coleslaw, mustard; 4.5',
  'Two Dog Combo; Two hot dogs, fries, drink; 10.5',
  'Tamale;; 3',
];

export const BURGERS: KindVocab = [
  forCuisines(main('Hot Dogs|Dogs & Sausages', 0, 4, HOT_DOGS), { only: ['hot-dogs'] }),
  forCuisines(main('Burgers|Burgers & Combos', 1, 4, BG_BURGERS), { avoid: ['hot-dogs'] }),
  main('Chicken & More|Sandwiches & More', 0.8, 2.2, BG_CHICKEN_MORE),
  sec('Sides|Fries & Sides', 0.8, 1.8, BG_SIDES),
  sec('Shakes & Drinks|Drinks|Shakes & Desserts', 0.6, 1.2, BG_SHAKES),
];
