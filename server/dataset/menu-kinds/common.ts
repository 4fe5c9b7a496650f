/** Dish lists shared by several menu kinds (drinks, desserts, sides, kids' menus). */

export const SOFT_DRINKS: readonly string[] = [
  '*{Coke|Pepsi|Fountain Soda|Soft Drink}; {Coke, Diet Coke, Sprite|Pepsi, Diet Pepsi, Mountain Dew|Free refills}; 2.75',
  '*{Sweet|Unsweet|Fresh-Brewed} Iced Tea;; 2.75',
  '{Fresh|Strawberry|Pink} Lemonade;; 3.5',
  'Bottled Water;; 1.95',
  'Sparkling Water; San Pellegrino; 2.95',
  'Coffee; Regular or decaf, free refills; 2.5',
  'Hot Tea;; 2.5',
  'Milk; {Whole|Chocolate|2%} milk; 2.25',
  '{Orange|Apple|Cranberry} Juice;; 3.25',
  'Arnold Palmer; Half iced tea, half lemonade; 3.25',
  'Root Beer;; 2.95',
];

export const BAR_DRINKS: readonly string[] = [
  '*Draft Beer; Ask about our rotating taps; 6.5',
  '*{Domestic|Bottled} Beer; {Bud Light, Miller Lite, Coors Light|Budweiser, Michelob Ultra, Yuengling}; 4.75',
  'Craft Beer Flight; Four 5 oz pours; 12',
  'House {Red|White} Wine; Glass; 8',
  'Margarita; Tequila, triple sec, fresh lime, salted rim; 9',
  'Old Fashioned; Bourbon, bitters, orange, cherry; 11',
  'Moscow Mule; Vodka, ginger beer, lime, copper mug; 10',
  'Bloody Mary; House mix, celery, olives, pickle spear; 9',
  '{Long Island|Strawberry Daiquiri|Whiskey Sour}; House cocktail; 9.5',
  'Hard Seltzer;; 6',
];

export const AMERICAN_DESSERTS: readonly string[] = [
  '*{Chocolate|Double Chocolate} Cake; Layered chocolate cake with fudge frosting; 7.5',
  '*{New York|Strawberry|Turtle} Cheesecake; Graham cracker crust; 7.5',
  '{Apple|Cherry|Pecan} Pie; Served warm, {à la mode add $2|with whipped cream}; 6',
  'Brownie Sundae; Warm brownie, vanilla ice cream, hot fudge, whipped cream; 7.95',
  'Ice Cream; Two scoops, {vanilla|chocolate|strawberry}; 4.5',
  'Key Lime Pie; Tart, creamy, graham crust; 6.5',
  'Chocolate Chip Cookie Skillet; Baked to order, vanilla ice cream; 8.5',
  '{Chocolate|Vanilla|Strawberry} Milkshake; Hand-spun, whipped cream; 5.95',
  'Fried Oreos; Powdered sugar, chocolate sauce; 6',
  'Carrot Cake; Cream cheese frosting, walnuts; 7',
];

export const AMERICAN_SIDES: readonly string[] = [
  '*{French|Seasoned|Shoestring} Fries;; 3.5',
  'Sweet Potato Fries; Honey butter dip; 4.5',
  '*Onion Rings; Beer-battered; 4.95',
  'Side Salad; Mixed greens, tomato, cucumber, choice of dressing; 4.5',
  'Coleslaw;; 2.95',
  'Mac & Cheese; Three-cheese sauce; 4.5',
  'Mashed Potatoes & Gravy;; 3.95',
  'Baked Potato; Butter, sour cream, chives; 3.95',
  'Steamed Broccoli;; 3.5',
  'Tater Tots;; 3.75',
  'Cheese Fries; Melted cheddar, bacon, ranch; 5.95',
  'Cup of Soup; Soup of the day; 4.25',
  'Loaded Baked Potato; Cheddar, bacon, sour cream, green onion; 5.5',
  'Seasonal Vegetables;; 3.95',
];

export const KIDS_MENU: readonly string[] = [
  '*Kids Chicken Tenders; With fries; 6.95',
  '*Kids Grilled Cheese; With fries; 5.95',
  'Kids Cheeseburger; With fries; 6.95',
  'Kids Mac & Cheese;; 5.5',
  'Kids Corn Dog; With fries; 5.95',
  'Kids Spaghetti; Marinara or butter; 5.95',
  'Kids Quesadilla; Cheese, with rice; 5.95',
];
