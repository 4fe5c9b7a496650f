/** Pizza and Italian menus. */
import { SOFT_DRINKS } from './common.ts';
import { main, sec, type KindVocab } from './types.ts';

const PIZZA_APPETIZERS = [
  '*Garlic Knots; Brushed with garlic butter and parmesan, marinara for dipping; 5.95',
  '*Mozzarella Sticks; Breaded, fried, with marinara sauce; 7.95',
  '*{Buffalo|BBQ|Garlic Parmesan|Honey Hot} Chicken Wings; {6|10} wings, celery, blue cheese or ranch; 11.95',
  '{Cheesy |}Garlic Bread; Toasted Italian bread, garlic butter{, melted mozzarella|}; 5.5',
  'Fried Calamari; Lightly breaded, lemon, spicy marinara sauce; 12.95',
  'Breadsticks; Six fresh-baked breadsticks, marinara; 5.5',
  'Bruschetta; Grilled bread, tomato, basil, garlic, olive oil; 8.5',
  'Jalapeño Poppers; Cream cheese filled, fried, ranch; 7.95',
  'Boneless Wings; Tossed in {buffalo|BBQ|honey garlic} sauce; 9.95',
  'Fried Zucchini; Parmesan, marinara sauce; 7.5',
  'Meatballs & Ricotta; House meatballs, marinara, whipped ricotta; 9.95',
  '{Loaded |}Cheese Fries; Fries, melted mozzarella and cheddar{, bacon|}; 6.95',
  'Pepperoni Rolls; Pepperoni and mozzarella baked in our dough; 6.5',
];

const PIZZA_SALADS = [
  '*Caesar Salad; Romaine, parmesan, croutons, Caesar dressing; 8.95',
  '*Garden Salad; Mixed greens, tomato, cucumber, red onion, olives; 7.5',
  'Antipasto Salad; Salami, ham, provolone, olives, pepperoncini, Italian dressing; 11.95',
  'Greek Salad; Romaine, feta, kalamata olives, red onion, tomato; 9.95',
  '{Grilled|Crispy} Chicken Salad; Mixed greens, tomato, cheddar, cucumber; 11.95',
  'Chef Salad; Ham, turkey, egg, cheese, tomato; 11.5',
  'Caprese Salad; Fresh mozzarella, tomato, basil, balsamic glaze; 9.95',
  'Buffalo Chicken Salad; Crispy buffalo chicken, blue cheese, celery; 11.95',
];

const PIZZAS = [
  // Signatures (`!`): every pizzeria sells a plain cheese pie in at least two sizes, and a pepperoni pie.
  '!Small Cheese Pizza; 12", classic tomato sauce and whole-milk mozzarella; 11.95',
  '!Large Cheese Pizza; 16", classic tomato sauce and whole-milk mozzarella; 16.95',
  '!Pepperoni Pizza; Loaded with cup-and-char pepperoni; 15.95',
  '*Margherita Pizza; San Marzano tomato, fresh mozzarella, basil, olive oil; 15.5',
  '*Supreme Pizza; Pepperoni, sausage, green peppers, onions, mushrooms, black olives; 18.95',
  '*Meat Lovers Pizza; Pepperoni, sausage, ham, bacon, ground beef; 19.5',
  'Hawaiian Pizza; Ham, pineapple, mozzarella; 16.95',
  'BBQ Chicken Pizza; BBQ sauce, grilled chicken, red onion, cilantro; 17.95',
  'Buffalo Chicken Pizza; Spicy buffalo sauce, chicken, ranch drizzle; 17.95',
  'Veggie Pizza; Mushrooms, onions, green peppers, black olives, tomatoes; 16.95',
  'White Pizza; Ricotta, mozzarella, garlic, olive oil, no sauce; 15.95',
  'Sausage & Peppers Pizza; Italian sausage, roasted peppers, onions; 16.95',
  'Chicken Bacon Ranch Pizza; Ranch base, grilled chicken, bacon, mozzarella; 17.95',
  'Spinach & Feta Pizza; Garlic, spinach, feta, tomato; 16.5',
  'Mushroom Pizza; Roasted mushrooms, mozzarella, thyme; 15.5',
  '{Spicy |}Sausage Pizza; Fennel sausage, mozzarella, red sauce; 15.95',
  'Grandma Pizza; Thin square pie, plum tomato, garlic, mozzarella, basil; 16.5',
  'Sicilian Pizza; Thick square crust, tomato sauce, mozzarella; 16.95',
  'Pesto Chicken Pizza; Basil pesto, grilled chicken, roasted tomato; 17.5',
  'Taco Pizza; Seasoned beef, refried beans, lettuce, tomato, cheddar; 17.5',
  'Philly Cheesesteak Pizza; Shaved steak, peppers, onions, provolone; 18.5',
  'Four Cheese Pizza; Mozzarella, provolone, parmesan, ricotta; 15.95',
  '{Hot Honey|Spicy} Pepperoni Pizza; Pepperoni, chili flakes, hot honey drizzle; 17.5',
  'Build Your Own Pizza; Cheese pizza, add toppings $1.50 each; 12.95',
  'Cheese Pizza by the Slice; New York-style slice; 3.95',
  'Pepperoni Slice; New York-style slice; 4.45',
];

const CALZONES = [
  '*Cheese Calzone; Ricotta, mozzarella, side of marinara; 11.95',
  '*Pepperoni Calzone; Pepperoni, ricotta, mozzarella; 12.95',
  'Chicken Parm Calzone; Breaded chicken, marinara, mozzarella; 13.5',
  'Spinach Calzone; Spinach, garlic, ricotta, mozzarella; 12.5',
  'Meat Stromboli; Pepperoni, ham, salami, mozzarella; 13.95',
  'Steak & Cheese Stromboli; Shaved steak, onions, peppers, provolone; 13.95',
  'Buffalo Chicken Calzone; Buffalo chicken, mozzarella, blue cheese; 13.5',
];

const PIZZA_PASTA = [
  '*Spaghetti & Meatballs; Marinara sauce, house meatballs; 13.95',
  '*Chicken Parmesan; Breaded chicken, marinara, mozzarella, over spaghetti; 15.95',
  '*Baked Ziti; Ricotta, marinara, melted mozzarella; 12.95',
  'Fettuccine Alfredo; Cream, butter, parmesan{| - add chicken $3}; 13.95',
  'Lasagna; Layers of beef, ricotta, marinara, mozzarella; 14.5',
  'Eggplant Parmesan; Breaded eggplant, marinara, mozzarella, spaghetti; 13.95',
  'Cheese Ravioli; Marinara or meat sauce; 12.95',
  'Chicken Alfredo; Grilled chicken, fettuccine, alfredo sauce; 15.5',
  'Penne alla Vodka; Tomato cream sauce, parmesan; 13.5',
  'Stuffed Shells; Ricotta-stuffed shells, marinara, mozzarella; 12.95',
];

const SUBS = [
  '*Italian Sub; Ham, salami, capicola, provolone, lettuce, tomato, onion, oil & vinegar; 10.95',
  '*Meatball Sub; Meatballs, marinara, melted provolone; 10.5',
  'Chicken Parm Sub; Breaded chicken, marinara, mozzarella; 10.95',
  'Philly Cheesesteak; Shaved steak, grilled onions, peppers, provolone; 11.5',
  'Sausage & Peppers Sub; Italian sausage, peppers, onions, marinara; 10.5',
  'Buffalo Chicken Sub; Crispy chicken, buffalo sauce, ranch; 10.5',
];

const PIZZA_DESSERTS = [
  '*Cannoli; Crisp shell, sweet ricotta, chocolate chips; 4.95',
  '*Tiramisu; Espresso-soaked ladyfingers, mascarpone; 6.95',
  'New York Cheesecake;; 6.5',
  'Cinnamon Knots; Cinnamon sugar, icing; 5.5',
  'Chocolate Chip Cookie; Giant, fresh-baked; 3.5',
  'Zeppole; Fried dough, powdered sugar; 5.95',
  'Brownie;; 3.5',
];

export const PIZZA: KindVocab = [
  sec('Appetizers|Starters|Apps & Wings', 0.75, 2, PIZZA_APPETIZERS),
  sec('Salads', 0.6, 1.3, PIZZA_SALADS),
  main('Pizzas|Specialty Pizzas|Pizza', 1, 4.5, PIZZAS),
  sec('Calzones & Strombolis|Calzones', 0.4, 1, CALZONES),
  sec('Pasta|Pasta & Dinners', 0.5, 1.5, PIZZA_PASTA),
  sec('Subs|Hoagies|Subs & Sandwiches', 0.35, 1.2, SUBS),
  sec('Desserts', 0.45, 0.8, PIZZA_DESSERTS),
  sec('Drinks|Beverages', 0.45, 0.8, SOFT_DRINKS),
];

const ANTIPASTI = [
  '*Fried Calamari; Lemon aioli, spicy marinara sauce; 14.5',
  '*Bruschetta; Tomato, basil, garlic, extra-virgin olive oil on grilled bread; 9.95',
  'Burrata; Creamy burrata, heirloom tomato, basil, aged balsamic; 15',
  'Arancini; Crispy risotto balls, mozzarella, marinara; 11',
  'Meatballs al Forno; Beef and pork meatballs, tomato sauce, ricotta; 12.95',
  'Antipasto Misto; Cured meats, aged cheeses, olives, roasted peppers; 18',
  'Mussels {Marinara|Bianco}; PEI mussels, garlic, {spicy tomato|white wine and butter}, crostini; 15.95',
  'Stuffed Mushrooms; Sausage, breadcrumbs, parmesan; 11.5',
  'Clams Casino; Baked clams, bacon, peppers, breadcrumbs; 13.95',
  'Grilled Octopus; Potatoes, olives, lemon, chili; 18; mp',
  'Shrimp Scampi Appetizer; Garlic, white wine, butter, lemon; 14.5',
  'Fried Mozzarella; Breaded mozzarella, marinara sauce; 10.5',
  'Garlic Bread; House bread, garlic butter, parmesan; 6.95',
];

const INSALATE = [
  '*Caesar Salad; Romaine, shaved parmesan, garlic croutons, anchovy dressing; 11',
  '*Caprese Salad; Fresh mozzarella, tomato, basil, balsamic; 12.5',
  'House Salad; Mixed greens, tomato, cucumber, red wine vinaigrette; 8.5',
  'Arugula Salad; Arugula, shaved parmesan, lemon, olive oil; 10.5',
  'Italian Chopped Salad; Salami, provolone, chickpeas, pepperoncini, romaine; 13.5',
  'Minestrone Soup; Vegetables, beans, small pasta; 6.95',
  'Pasta e Fagioli Soup; Cannellini beans, ditalini, tomato broth; 6.95',
  'Italian Wedding Soup; Mini meatballs, escarole, acini di pepe; 7.5',
];

const PASTA = [
  "*Spaghetti & Meatballs; Nonna's meatballs, San Marzano tomato sauce; 18.95",
  '*Fettuccine Alfredo; Parmigiano cream sauce{|, add grilled chicken or shrimp}; 17.95',
  '*Lasagna Bolognese; Layers of meat ragù, béchamel, mozzarella; 20',
  '*Penne alla Vodka; Tomato cream, vodka, parmesan, basil; 17.5',
  'Linguine with Clams; Littlenecks, garlic, white wine, chili, parsley; 23.95',
  'Shrimp Scampi; Linguine, garlic, white wine, butter, lemon; 23.95',
  'Rigatoni Bolognese; Slow-cooked beef and pork ragù; 20.5',
  'Cacio e Pepe; Spaghetti, pecorino romano, black pepper; 17',
  'Spaghetti Carbonara; Guanciale, egg yolk, pecorino, black pepper; 19.5',
  '{Cheese|Lobster:+9|Mushroom} Ravioli; {Marinara|Brown butter sage|Pink vodka sauce}; 18.95',
  'Gnocchi; Potato gnocchi, {pomodoro|gorgonzola cream|pesto}; 18.5',
  'Baked Ziti; Ricotta, tomato sauce, mozzarella; 16.5',
  'Seafood Linguine; Shrimp, clams, mussels, calamari, spicy tomato sauce; 28.95; mp',
  'Pappardelle with Short Rib Ragù; Braised short rib, parmesan; 25',
  'Tortellini alla Panna; Cheese tortellini, cream, peas, prosciutto; 18.95',
  'Eggplant Rollatini; Ricotta-stuffed eggplant, marinara, mozzarella; 17.5',
  'Chicken & Broccoli Ziti; Garlic and oil or alfredo sauce; 18.5',
  'Pasta Primavera; Seasonal vegetables, garlic, olive oil; 16.95',
];

const SECONDI = [
  '*Chicken Parmigiana; Breaded cutlet, tomato sauce, mozzarella, side of spaghetti; 21.95',
  '*Chicken Marsala; Mushrooms, Marsala wine sauce; 22.95',
  'Chicken Piccata; Lemon, capers, white wine butter sauce; 22.5',
  'Veal Parmigiana; Breaded veal, tomato sauce, mozzarella; 26.95',
  'Veal Saltimbocca; Prosciutto, sage, white wine; 28.5',
  'Eggplant Parmigiana; Layered eggplant, tomato, mozzarella; 18.95',
  'Chicken Francese; Egg-battered chicken, lemon butter sauce; 22.5',
  'Grilled Salmon; Lemon, capers, roasted vegetables; 26.95',
  'Shrimp Fra Diavolo; Spicy tomato sauce, linguine; 25.5',
  'Osso Buco; Braised veal shank, saffron risotto; 38; mp',
  'Grilled Ribeye; 14 oz, rosemary potatoes, broccoli rabe; 42; mp',
  'Sausage & Peppers; Italian sausage, peppers, onions, potatoes; 19.5',
  'Mushroom Risotto; Arborio rice, wild mushrooms, parmesan; 21',
  'Branzino; Whole grilled Mediterranean sea bass, lemon, olive oil; 34; mp',
];

const ITALIAN_PIZZA = [
  '*Margherita Pizza; San Marzano tomato, fresh mozzarella, basil; 15.5',
  'Pepperoni Pizza; Tomato, mozzarella, pepperoni; 16.5',
  'Prosciutto & Arugula Pizza; Mozzarella, prosciutto, arugula, parmesan; 18.5',
  'Quattro Formaggi Pizza; Four cheeses, no tomato; 17',
  'Salsiccia Pizza; Fennel sausage, roasted peppers, onion; 17.5',
];

const DOLCI = [
  '*Tiramisu; Espresso-soaked ladyfingers, mascarpone, cocoa; 9.5',
  '*Cannoli; Ricotta, chocolate chips, pistachio; 7.5',
  'Panna Cotta; Vanilla bean, berry compote; 8.5',
  'Chocolate Lava Cake; Warm chocolate cake, vanilla gelato; 9.95',
  'Gelato; {Pistachio|Stracciatella|Hazelnut|Chocolate}; 6.5',
  'Limoncello Cake; Lemon sponge, mascarpone cream; 8.95',
  'Affogato; Vanilla gelato, espresso; 7',
];

const ITALIAN_DRINKS = [
  '*House {Chianti|Pinot Grigio|Montepulciano}; Glass; 10',
  'Aperol Spritz; Aperol, prosecco, soda; 12',
  'Negroni; Gin, Campari, sweet vermouth; 13',
  'Peroni; Italian lager; 6.5',
  'San Pellegrino; Sparkling water, 750 ml; 6',
  'Espresso;; 3.5',
  'Cappuccino;; 4.75',
  'Soft Drink; Coke, Diet Coke, Sprite; 3',
  'Italian Soda; {Raspberry|Blood orange|Lemon}; 4',
];

export const ITALIAN: KindVocab = [
  sec('Antipasti|Appetizers', 0.85, 2, ANTIPASTI),
  sec('Insalate & Zuppe|Soups & Salads', 0.7, 1.3, INSALATE),
  main('Pasta|Pastas', 0.95, 3.5, PASTA),
  main('Secondi|Entrées|Chicken & Veal', 0.75, 2.3, SECONDI),
  sec('Pizza|Pizze', 0.3, 1.2, ITALIAN_PIZZA),
  sec('Dolci|Desserts', 0.55, 0.9, DOLCI),
  sec('Beverages|Wine & Drinks', 0.35, 0.7, ITALIAN_DRINKS),
];
