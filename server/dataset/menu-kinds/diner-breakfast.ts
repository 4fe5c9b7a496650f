/** Diner and breakfast / brunch menus. */
import { AMERICAN_DESSERTS, KIDS_MENU } from './common.ts';
import { main, sec, type KindVocab } from './types.ts';

const EGGS = [
  '*Two Eggs Any Style; Home fries or hash browns, toast; 8.95',
  '*{Bacon|Sausage|Ham} & Eggs; Two eggs, home fries, toast; 11.5',
  '*{Western|Denver|Greek|Veggie|Meat Lovers|Ham & Cheese} Omelet; Three eggs, home fries, toast; 12.5',
  '*Country Breakfast; Two eggs, bacon, sausage, pancakes, home fries; 14.5',
  'Steak & Eggs; Sirloin, two eggs, home fries, toast; 19.95',
  'Eggs Benedict; Poached eggs, Canadian bacon, hollandaise, English muffin; 13.95',
  'Crab Cake Benedict; Poached eggs, lump crab cakes, Old Bay hollandaise; 18.5',
  'Corned Beef Hash & Eggs; House-made hash, two eggs, toast; 13.95',
  'Breakfast Burrito; Scrambled eggs, chorizo, potatoes, cheese, salsa; 11.95',
  'Huevos Rancheros; Fried eggs, tortillas, black beans, ranchero sauce, cheese; 12.5',
  'Biscuits & Gravy; Buttermilk biscuits, sausage gravy{|, two eggs:+3}; 9.5',
  'Chicken Fried Steak & Eggs; Country gravy, hash browns, toast; 15.95',
  'Cheese Omelet; Choice of cheese, home fries, toast; 10.5',
  'Spinach & Feta Omelet; Tomato, home fries, toast; 12.5',
  'Breakfast Skillet; Hash browns, eggs, peppers, onions, cheese, {bacon|sausage|chorizo}; 13.5',
  'Avocado Toast; Sourdough, smashed avocado, poached eggs, chili flakes; 12.95',
  'Shakshuka; Eggs poached in spicy tomato sauce, feta, toast; 13.95',
  'Chilaquiles; Tortilla chips, salsa verde, fried eggs, crema, cotija; 13.5',
  'Breakfast Sandwich; Fried egg, cheese, {bacon|sausage|ham} on a {bagel|croissant|English muffin}; 7.95',
  'Lox Benedict; Smoked salmon, poached eggs, hollandaise; 16.5',
];

const GRIDDLE = [
  '*Buttermilk Pancakes; Short stack of three, butter, maple syrup; 9.5',
  '*{Blueberry|Chocolate Chip|Banana Nut} Pancakes; Three fluffy pancakes; 11.5',
  '*Belgian Waffle; Whipped butter, syrup{|, fresh strawberries and cream}; 10.5',
  '*French Toast; Thick-cut brioche, cinnamon, powdered sugar; 10.95',
  'Chicken & Waffles; Crispy fried chicken, Belgian waffle, hot honey; 16.5',
  'Stuffed French Toast; Cream cheese filling, berries; 13.5',
  'Pancake Combo; Two pancakes, two eggs, bacon or sausage; 12.95',
  'Cinnamon Roll Pancakes; Cream cheese icing; 12.95',
  'Red Velvet Waffle; Cream cheese drizzle; 12.5',
  'Lemon Ricotta Pancakes; Blueberry compote; 13.5',
  'Crêpes; {Nutella & banana|Strawberry & cream|Ham & Swiss}; 11.5',
  'Silver Dollar Pancakes; Stack of eight mini pancakes; 8.5',
  'Oatmeal; Brown sugar, raisins, berries; 6.95',
  'Granola Parfait; Yogurt, granola, fresh berries; 7.95',
];

const BF_LUNCH = [
  '*Club Sandwich; Turkey, bacon, lettuce, tomato, triple-decker, fries; 13.5',
  '*Classic Burger; Lettuce, tomato, onion, fries{|, add cheese}; 13.95',
  '*BLT; Bacon, lettuce, tomato on toasted sourdough; 10.95',
  'Tuna Melt; Tuna salad, American cheese, rye, fries; 11.95',
  'Grilled Chicken Sandwich; Lettuce, tomato, mayo, fries; 12.95',
  'Chicken Salad Sandwich; Croissant, lettuce, tomato; 11.95',
  'Cobb Salad; Chicken, bacon, egg, avocado, blue cheese; 14.5',
  'Grilled Cheese; American, cheddar, Swiss on sourdough; 8.95',
  'Patty Melt; Grilled onions, Swiss, rye; 12.95',
  'Chicken Caesar Wrap;; 11.95',
  'Soup & Half Sandwich; Soup of the day, half turkey or ham sandwich; 11.5',
  'Reuben; Corned beef, sauerkraut, Swiss, Russian dressing; 13.95',
];

const BF_SIDES = [
  '*Bacon; Four strips; 4.5',
  '*Sausage; {Links|Patties}; 4.5',
  '*Home Fries;; 3.5',
  'Hash Browns; Shredded, crispy; 3.5',
  'Toast; {White|Wheat|Rye|Sourdough}; 2.5',
  'Biscuit; With butter and jam; 2.95',
  'Fresh Fruit Cup;; 4.5',
  'Grits; Butter{| and cheddar}; 3.5',
  'One Egg;; 2',
  'English Muffin;; 2.5',
  'Turkey Sausage;; 4.75',
  'Side of Pancakes; Two; 5.5',
  'Corned Beef Hash;; 5.95',
  'Bagel & Cream Cheese;; 3.95',
];

const BF_DRINKS = [
  '*Coffee; Bottomless; 2.95',
  '*Fresh Orange Juice; {Small|Large:+1.5}; 4.5',
  'Hot Tea;; 2.5',
  '{Latte|Cappuccino|Mocha}; Espresso and steamed milk; 4.75',
  'Hot Chocolate; Whipped cream; 3.95',
  'Iced Coffee;; 3.75',
  'Mimosa; Champagne and orange juice; 9',
  'Bloody Mary;; 10',
  'Milk;; 2.5',
  'Apple Juice;; 3',
  'Chai Latte;; 4.75',
];

export const BREAKFAST: KindVocab = [
  main('Eggs & Omelets|Eggs & Omelettes|From the Hen House', 1, 3.5, EGGS),
  main('Pancakes & Waffles|From the Griddle|Griddle', 0.9, 2.5, GRIDDLE),
  sec('Lunch|Sandwiches & Salads', 0.55, 1.6, BF_LUNCH),
  sec('Sides', 0.6, 1.3, BF_SIDES),
  sec('Drinks|Beverages', 0.55, 1.1, BF_DRINKS),
];

const DINER_APPETIZERS = [
  '*Mozzarella Sticks; Marinara sauce; 8.95',
  '*Chicken Fingers; Honey mustard, fries; 10.95',
  '*Disco Fries; Fries, brown gravy, melted mozzarella; 8.5',
  'Buffalo Wings; Celery, blue cheese; 12.95',
  'Onion Rings;; 6.95',
  'Potato Skins; Bacon, cheddar, sour cream; 9.5',
  'Fried Calamari; Marinara; 12.95',
  'Chicken Quesadilla;; 11.5',
  'Matzo Ball Soup;; 6.5',
  'Soup of the Day; Cup or bowl; 5.5',
];

const DINER_SANDWICHES = [
  '*Deluxe Burger; Lettuce, tomato, pickle, fries, coleslaw; 13.95',
  '*{Turkey|Ham|Roast Beef|Tuna} Club; Triple-decker, bacon, lettuce, tomato, fries; 13.95',
  '*Patty Melt; Grilled onions, American cheese, rye; 13.5',
  'Tuna Melt; Open-faced, American cheese, fries; 12.5',
  'Reuben; Corned beef, sauerkraut, Swiss, Russian dressing; 14.95',
  'Grilled Cheese Deluxe; With tomato and bacon, fries; 10.95',
  'Hot Open Turkey Sandwich; Gravy, mashed potatoes, cranberry sauce; 15.5',
  'Philly Cheesesteak; Onions, peppers, American cheese; 13.95',
  'Chicken Cutlet Sandwich; Lettuce, tomato, mayo, fries; 12.95',
  'Monte Cristo; Ham, turkey, Swiss, battered and fried, powdered sugar; 14.5',
  'Gyro; Lamb, tomato, onion, tzatziki, pita, fries; 12.95',
  'Chicken Souvlaki Platter; Rice, Greek salad, pita; 16.95',
  'BLT Deluxe;; 11.95',
];

const DINER_PLATTERS = [
  '*Meatloaf; Brown gravy, mashed potatoes, vegetable; 17.5',
  '*Roast Turkey Dinner; Stuffing, gravy, cranberry sauce, mashed potatoes; 18.95',
  '*Chicken Parmigiana; Marinara, mozzarella, spaghetti; 18.5',
  '*Open Roast Beef; Brown gravy, mashed potatoes; 17.95',
  'Liver & Onions; Bacon, mashed potatoes; 15.95',
  'Fried Chicken; Half chicken, mashed potatoes, coleslaw; 16.95',
  'Broiled Flounder; Lemon butter, rice pilaf, vegetable; 19.95',
  'Fried Shrimp; Fries, coleslaw, cocktail sauce; 19.5',
  'Salisbury Steak; Mushroom gravy, mashed potatoes; 16.5',
  'Pork Chops; Two grilled chops, applesauce, mashed potatoes; 18.95',
  'Spaghetti & Meatballs; Marinara; 15.95',
  'Shrimp Scampi; Garlic, white wine, linguine; 20.5',
  'Stuffed Peppers; Beef and rice, tomato sauce; 15.5',
  'NY Strip Steak; 12 oz, baked potato, vegetable; 27.95; mp',
  'Moussaka; Eggplant, seasoned beef, béchamel; 17.95',
  'Country Fried Steak; Country gravy, mashed potatoes; 16.95',
];

const DINER_DESSERTS = [
  ...AMERICAN_DESSERTS,
  'Rice Pudding; Cinnamon; 4.95',
  'Black & White Cookie;; 3.5',
  'Egg Cream; Chocolate syrup, milk, seltzer; 4.5',
];

export const DINER: KindVocab = [
  main('Breakfast|All-Day Breakfast|Eggs & Omelets', 0.9, 3, EGGS),
  sec('Pancakes, Waffles & French Toast|Griddle', 0.75, 1.8, GRIDDLE),
  sec('Appetizers & Soups|Starters', 0.65, 1.3, DINER_APPETIZERS),
  main('Sandwiches & Burgers|Sandwiches|Burgers & Clubs', 0.9, 2.5, DINER_SANDWICHES),
  main('Dinner Platters|Entrées|Blue Plate Specials', 0.75, 2.2, DINER_PLATTERS),
  sec('Sides', 0.45, 0.9, BF_SIDES),
  sec("Kids' Menu", 0.2, 0.5, KIDS_MENU),
  sec('Desserts|Desserts & Shakes', 0.55, 1, DINER_DESSERTS),
  sec('Beverages|Drinks', 0.5, 0.9, BF_DRINKS),
];
