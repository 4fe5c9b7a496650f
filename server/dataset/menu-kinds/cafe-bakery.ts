/** Coffee shops / cafes / bubble tea, bakeries / donuts / bagels, and dessert (ice cream, frozen yogurt) menus. */
import { forCuisines, main, sec, type KindVocab } from './types.ts';

const ESPRESSO = [
  // Benchmarks: a latte ≈ $5.50 and drip coffee ≈ $3 at a typical US coffee shop (Toast Restaurant Trends 2024:
  // average latte $5.46, drip coffee about $3); the cost index moves them per city.
  '*Latte; Espresso, steamed milk{|, oat or almond milk +.75}; 6.25',
  '*Cappuccino; Espresso, equal parts steamed milk and foam; 4.75',
  '*Drip Coffee; {Small|Medium:+0.5|Large:+1}, house blend; 3.1',
  '*Cold Brew; Steeped for 18 hours; 4.75',
  'Americano;; 3.75',
  'Espresso; Double shot; 3.25',
  'Mocha; Espresso, chocolate, steamed milk, whipped cream; 5.5',
  '{Caramel|Vanilla|Hazelnut} Latte;; 5.5',
  'Flat White;; 4.95',
  'Cortado;; 4.25',
  'Macchiato;; 3.95',
  'Iced Latte;; 5.25',
  'Caramel Macchiato;; 5.75',
  'Pour Over; Single-origin, rotating; 5',
  'Nitro Cold Brew;; 5.5',
  'Lavender Honey Latte;; 5.95',
  'Affogato; Espresso over vanilla ice cream; 5.95',
  'Frappé; {Mocha|Caramel|Vanilla}, blended with ice; 5.95',
];

const TEA = [
  '*Chai Latte; Spiced black tea, steamed milk; 4.95',
  '*Matcha Latte; Ceremonial-grade matcha; 5.5',
  'Hot Tea; {Earl Grey|English Breakfast|Green|Chamomile|Peppermint}; 3',
  'Iced Tea; {Black|Green|Passion fruit}; 3.25',
  'London Fog; Earl Grey, vanilla, steamed milk; 4.95',
  'Hot Chocolate; Whipped cream; 3.95',
  'Dirty Chai;; 5.5',
  'Lemonade;; 3.5',
  'Smoothie; {Strawberry banana|Mango|Mixed berry}; 6.5',
];

const BOBA = [
  '*Classic Milk Tea; Black tea, milk, boba; 5.5',
  '*{Taro|Thai|Jasmine|Oolong|Brown Sugar|Matcha} Milk Tea; With boba; 5.95',
  'Brown Sugar Boba Milk; Tiger stripes, fresh milk; 6.5',
  'Fruit Tea; {Passion fruit|Mango|Peach|Lychee|Strawberry}, jelly or popping boba; 5.75',
  'Slush; {Mango|Taro|Strawberry|Honeydew}; 6.25',
  'Cheese Foam Tea; Jasmine green tea, salted cream cheese foam; 6.25',
  'Toppings; {Boba|Lychee jelly|Pudding|Red bean|Popping boba}; 0.75',
];

const PASTRIES = [
  '*Croissant; {Butter|Chocolate:+0.75|Almond:+1|Ham & cheese:+1.5}; 3.95',
  '*Muffin; {Blueberry|Banana nut|Chocolate chip|Lemon poppyseed}; 3.5',
  'Scone; {Blueberry|Cranberry orange|Cinnamon}; 3.75',
  'Cinnamon Roll; Cream cheese icing; 4.5',
  'Banana Bread;; 3.5',
  'Coffee Cake;; 3.75',
  'Chocolate Chip Cookie;; 2.75',
  'Danish; {Cheese|Cherry|Apple}; 3.75',
  'Brownie;; 3.5',
  'Bagel; Cream cheese; 3.75',
  'Lemon Bar;; 3.5',
];

const CAFE_FOOD = [
  '*Avocado Toast; Sourdough, smashed avocado, chili flakes{|, poached egg}; 9.5',
  '*Breakfast Sandwich; Egg, cheese, {bacon|sausage|ham} on a croissant; 7.95',
  'Breakfast Burrito; Eggs, potatoes, cheese, salsa; 8.95',
  'Yogurt Parfait; Greek yogurt, granola, berries; 6.5',
  'Oatmeal; Brown sugar, berries; 5.5',
  'Quiche; {Lorraine|Spinach & feta|Mushroom & gruyère}, side salad; 8.95',
  'Turkey Pesto Panini; Provolone, tomato, pesto; 10.5',
  'Chicken Salad Sandwich; On a croissant; 10.5',
  'Caprese Panini; Mozzarella, tomato, basil; 9.95',
  'Grilled Cheese; Cheddar and gruyère, sourdough; 8.5',
  'Soup of the Day;; 5.95',
  'Acai Bowl; Granola, banana, berries, honey; 10.5',
  'Bagel & Lox; Cream cheese, capers, red onion; 11.5',
  'Egg & Cheese Bagel;; 5.95',
];

const BOBA_SNACKS = [
  '*Popcorn Chicken; Taiwanese salt & pepper chicken, basil; 7.5',
  'Egg Waffle; Hong Kong bubble waffle; 6.5',
  'Takoyaki; Octopus balls, mayo, bonito; 6.95',
  'Fried Tofu; Spicy salt; 5.5',
  'Sweet Potato Fries; Plum powder; 4.95',
  'Crispy Chicken Wings; Garlic; 7.95',
  'Mochi Donut;; 3.5',
];

export const CAFE: KindVocab = [
  forCuisines(main('Espresso|Coffee|Espresso Drinks', 0.9, 3.5, ESPRESSO), { avoid: ['bubble-tea'] }),
  forCuisines(sec('Tea|Tea & More|Not Coffee', 0.7, 1.6, TEA), { avoid: ['bubble-tea'] }),
  forCuisines(main('Milk Tea|Bubble Tea|Classic Milk Teas', 0.06, 3.5, BOBA), { boost: ['bubble-tea'] }),
  forCuisines(
    main('Fruit Teas & Slushes|Fruit Tea', 0.03, 2, [
      '*Passion Fruit Green Tea; Popping boba; 5.75',
      '*Mango Slush;; 6.25',
      'Lychee Oolong Tea; Lychee jelly; 5.75',
      'Strawberry Matcha;; 6.5',
      'Peach Black Tea;; 5.5',
      'Watermelon Slush;; 6.25',
      'Honey Lemon Green Tea;; 5.25',
    ]),
    { boost: ['bubble-tea'] },
  ),
  forCuisines(sec('Snacks', 0, 1, BOBA_SNACKS), { only: ['bubble-tea'] }),
  forCuisines(sec('Pastries|Bakery|From the Bakery', 0.7, 1.6, PASTRIES), { avoid: ['bubble-tea'] }),
  forCuisines(sec('Breakfast|Food|Breakfast & Lunch', 0.55, 1.6, CAFE_FOOD), { avoid: ['bubble-tea'] }),
];

const BREADS_PASTRIES = [
  '*Croissant; {Butter|Chocolate:+0.75|Almond:+1.25}; 3.75',
  '*{Sourdough|Country|Rye|Multigrain} Loaf; Baked fresh daily; 8.5',
  '*Cinnamon Roll; Cream cheese frosting; 4.25',
  'Baguette;; 3.95',
  'Kouign-Amann;; 4.95',
  'Morning Bun; Orange zest, cinnamon sugar; 4.5',
  'Danish; {Cheese|Raspberry|Apple}; 3.95',
  'Scone; {Blueberry|Cheddar chive|Maple pecan}; 3.75',
  'Muffin; {Blueberry|Corn|Bran}; 3.25',
  'Challah;; 8',
  'Focaccia; Rosemary, sea salt; 6.5',
  'Sausage Kolache;; 2.95',
  'Empanada; {Beef|Chicken|Guava & cheese}; 3.5',
  'Concha; Mexican sweet bread; 1.75',
];

const CAKES_COOKIES = [
  '*Chocolate Chip Cookie;; 2.5',
  '*Cupcake; {Vanilla|Chocolate|Red velvet|Lemon}; 3.75',
  'Cake Slice; {Carrot|Chocolate|Coconut|Red velvet}; 5.5',
  'Whole Cake; 8 inch, {chocolate|vanilla|red velvet}, serves 10; 38',
  'Macarons; Box of six; 13.5',
  'Fruit Tart;; 5.95',
  'Pie; Whole {apple|cherry|pecan|pumpkin}; 24',
  'Brownie;; 3.5',
  'Eclair;; 4.5',
  'Cheesecake Slice;; 5.5',
  'Cookies by the Dozen;; 18',
  'Sugar Cookie; Decorated; 3.25',
];

const DONUTS = [
  '*Glazed Donut;; 1.5',
  '*{Chocolate|Vanilla|Strawberry} Frosted Donut; With sprinkles; 1.75',
  '*Dozen Donuts; Assorted; 15.95',
  'Boston Cream;; 2.25',
  'Maple Bar;; 2.25',
  'Apple Fritter;; 3.25',
  'Jelly Filled;; 2',
  'Old Fashioned;; 1.75',
  'Cake Donut; {Blueberry|Chocolate|Cinnamon sugar}; 1.75',
  'Donut Holes; Dozen; 3.95',
  'Bear Claw;; 2.95',
  'Kolache; {Sausage|Sausage & cheese|Jalapeño sausage}; 2.25',
  'Croissant Sandwich; Egg, cheese, bacon; 5.5',
  'Cruller;; 2',
  'Half Dozen Donuts;; 8.95',
];

const BAGELS = [
  '*Bagel; {Plain|Everything|Sesame|Poppy|Cinnamon raisin|Onion|Pumpernickel}; 1.75',
  '*Bagel with Cream Cheese; {Plain|Scallion|Vegetable|Lox spread:+1.5}; 3.95',
  '*Bacon, Egg & Cheese; On a bagel; 7.5',
  'Nova Lox Bagel; Cream cheese, tomato, onion, capers; 13.95',
  "Dozen Bagels; Baker's dozen; 17.95",
  'Tuna Salad Bagel;; 8.95',
  'Whitefish Salad Bagel;; 12.5',
  'Egg & Cheese Bagel;; 5.5',
  'Turkey Club Bagel;; 10.5',
];

const BAKERY_DRINKS = [
  '*Coffee; {Small|Large:+0.75}; 2.25',
  'Iced Coffee;; 3.25',
  'Latte;; 5.75',
  'Hot Chocolate;; 3',
  'Orange Juice;; 3.5',
  'Milk;; 2',
];

export const BAKERY: KindVocab = [
  forCuisines(main('Donuts', 0.15, 3.5, DONUTS), { boost: ['donuts'], avoid: ['bagels'] }),
  forCuisines(main('Bagels|Bagels & Spreads', 0.08, 3, BAGELS), { boost: ['bagels'], avoid: ['donuts'] }),
  forCuisines(
    main('Bagel Sandwiches|Sandwiches', 0, 2, [
      '*Turkey Club; On your choice of bagel; 10.5',
      'Chicken Salad on a Bagel;; 9.5',
      'Pastrami & Swiss;; 11.5',
      'Veggie Delight; Cream cheese, cucumber, tomato, sprouts; 8.5',
      'Sausage, Egg & Cheese;; 7.25',
      'Tuna Melt;; 9.95',
      'Grilled Cheese;; 6.5',
    ]),
    { only: ['bagels'] },
  ),
  forCuisines(main('Breads & Pastries|Pastries|Breakfast Pastries', 0.85, 3, BREADS_PASTRIES), { avoid: ['donuts'] }),
  forCuisines(sec('Cakes & Cookies|Sweets|Cakes & Pies', 0.65, 2, CAKES_COOKIES), { avoid: ['donuts', 'bagels'] }),
  sec('Coffee & Drinks|Drinks', 0.6, 1.2, BAKERY_DRINKS),
];

const ICE_CREAM = [
  '*{Single|Double:+1.5|Triple:+3} Scoop; {Cup|Cone|Waffle cone:+1}; 4.5',
  '*Hot Fudge Sundae; Vanilla ice cream, hot fudge, whipped cream, cherry; 7.5',
  '*Banana Split; Three scoops, banana, pineapple, strawberry, chocolate; 9.5',
  'Milkshake; {Chocolate|Vanilla|Strawberry|Cookies & cream}; 6.95',
  'Soft Serve; {Vanilla|Chocolate|Twist}, {cone|cup}; 3.95',
  'Brownie Sundae;; 8.5',
  'Ice Cream Sandwich; Two cookies, one scoop; 6.5',
  'Pint to Go;; 8.95',
  'Root Beer Float;; 5.5',
  'Affogato;; 6',
  'Dipped Cone; Chocolate or butterscotch; 4.95',
  'Blizzard-Style Mix-In; Oreo, M&Ms, cookie dough; 6.5',
  'Acai Bowl;; 10.5',
];

const SWEETS = [
  '*Crêpe; {Nutella & strawberry|Banana & caramel|Lemon sugar}; 9.5',
  '*Waffle; Ice cream, fruit, chocolate sauce; 9.95',
  'Churros; Cinnamon sugar, dulce de leche; 6.5',
  'Mochi; Assorted, three pieces; 5.5',
  'Cheesecake Slice;; 6.95',
  'Cake Slice; {Chocolate|Carrot|Tres leches}; 6.95',
  'Shaved Ice; {Mango|Strawberry|Taro}, condensed milk; 8.5',
  'Cookie Dough Cup;; 5.95',
  'Macarons; Three; 7.5',
  'Chocolate Covered Strawberries; Six; 9.95',
  'Gelato; Two flavors; 6.5',
  'Funnel Cake;; 7.5',
];

const FROYO = [
  '*Frozen Yogurt; Self-serve, price per ounce; 0.65',
  '*{Small|Medium:+1.5|Large:+3} Froyo Cup; {Original tart|Vanilla|Chocolate|Mango|Strawberry|Cookies & cream}; 4.95',
  'Toppings; Fresh fruit, candy, mochi, per ounce; 0.5',
  'Froyo Parfait; Yogurt, granola, fresh berries; 6.5',
  'Smoothie; {Strawberry banana|Mango|Açaí}; 6.5',
  'Froyo Shake;; 6.25',
  'Acai Bowl; Granola, banana, berries; 10.5',
];

export const DESSERT: KindVocab = [
  forCuisines(main('Frozen Yogurt|Froyo|Yogurt & Toppings', 0, 4, FROYO), { only: ['frozen-yogurt'] }),
  forCuisines(main('Ice Cream|Frozen Treats|Scoops & Sundaes', 0.85, 4, ICE_CREAM), { avoid: ['frozen-yogurt'] }),
  forCuisines(main('Desserts|Sweets', 0.45, 2.5, SWEETS), { boost: ['desserts'] }),
  sec('Drinks', 0.3, 0.8, ['*Coffee;; 2.75', 'Bottled Water;; 1.95', 'Lemonade;; 3.25', 'Hot Chocolate;; 3.5']),
];
