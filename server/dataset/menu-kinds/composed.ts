/**
 * Dishes composed from parts (protein × preparation × style × side), added to the sections they belong in so that
 * the sample's dish vocabulary has the breadth of real menus (tens of thousands of distinct names) while every
 * combination stays one a cook would write, under a heading that says what it is (a stir-fry under "Entrées", not
 * "Curries"). Same line format as the hand-written lists (see types.ts).
 */
import type { MenuKind } from '../cuisine-type.ts';

const GRILL_PROTEIN =
  '{Chicken|Steak:+4|Shrimp:+3|Salmon:+5|Pork Chop:+2|Turkey|Portobello:-1|Mahi Mahi:+5|Tri-Tip:+4}';
const AMERICAN_STYLE =
  '{Blackened|Grilled|Honey Bourbon|Cajun|Lemon Pepper|Garlic Herb|Smoked|Chipotle|Maple Glazed|Southwest|Teriyaki|BBQ}';
const BURGER_STYLE =
  '{Bacon Cheddar|Mushroom Swiss|Jalapeño Popper|Western BBQ|Patty Melt|Blue Cheese|Green Chile|Pimento Cheese|Avocado Ranch|Fried Egg|Peanut Butter Bacon|Black & Bleu|Hawaiian|Buffalo|Double Smash|Pepper Jack}';
const BURGER_PATTY =
  '{Burger|Turkey Burger:-0.5|Veggie Burger:-0.5|Chicken Sandwich|Bison Burger:+3|Impossible Burger:+2}';
const PIZZA_TOPPING_A =
  '{Sausage|Pepperoni|Chicken|Meatball|Bacon|Prosciutto|Spinach|Mushroom|Roasted Garlic|Broccoli Rabe|Eggplant|Artichoke|Salami|Hot Honey|Pesto}';
const PIZZA_TOPPING_B =
  '{& Peppers|& Onion|& Ricotta|& Mushroom|& Olive|& Jalapeño|& Pineapple|& Arugula|& Fresh Mozzarella|& Roasted Red Pepper|& Feta|& Spinach}';
const PASTA_SHAPE =
  '{Penne|Rigatoni|Linguine|Fettuccine|Spaghetti|Gnocchi:+1|Pappardelle:+1|Orecchiette|Tortellini:+1|Cavatelli}';
const PASTA_SAUCE =
  '{alla Vodka|Bolognese:+1|Carbonara|Primavera|Arrabbiata|Puttanesca|Pomodoro|al Pesto|Alfredo|Aglio e Olio|with Clams:+3|with Sausage & Broccoli Rabe:+2|with Shrimp Scampi:+3|Amatriciana|Cacio e Pepe}';
const MEX_PROTEIN =
  '{Carne Asada:+1|Al Pastor|Carnitas|Pollo Asado|Barbacoa:+1|Chorizo|Lengua:+1|Camarón:+2|Pescado:+1|Birria:+1|Chicken Tinga|Veggie:-1|Suadero|Cabeza|Tripa}';
/** Mexican dishes besides tacos and burritos, without braces so that a list can add to them. */
const MEX_PLATES = 'Quesadilla|Torta|Enchiladas:+1|Bowl|Nachos|Chimichanga:+1|Sope|Gordita|Huarache|Tostada:-1';
const CN_SAUCE =
  '{with Broccoli|with Garlic Sauce|with Black Bean Sauce|with Snow Peas|with Cashew Nuts|with Mixed Vegetables|with String Beans|in Hunan Sauce|Kung Pao|Szechuan Style|Mongolian Style|with Oyster Sauce|with Curry Sauce|with Mushrooms|with Eggplant|Ma La Style}';
const THAI_CURRY = '{Red Curry|Green Curry|Panang Curry|Massaman Curry|Yellow Curry}';
const THAI_NOODLES = '{Pad Thai|Pad See Ew|Pad Kee Mao}';
const THAI_WOK =
  '{Basil Stir-Fry|Cashew Stir-Fry|Garlic Stir-Fry|Ginger Stir-Fry|Fried Rice|Pineapple Fried Rice|Pad Prik King}';
const SEA_PROTEIN =
  '{Chicken|Beef:+1|Shrimp:+2|Pork|Tofu:-1|Duck:+4|Seafood Combo:+4|Vegetable:-1|Squid:+2|Crispy Pork Belly:+3}';
const JP_FISH =
  '{Salmon|Tuna:+1|Yellowtail:+1|Eel:+1|Shrimp Tempura|Spicy Tuna:+1|Spicy Salmon|Crab|Scallop:+2|Avocado:-2|Cucumber:-3|Sweet Potato:-2|Soft Shell Crab:+3}';
const JP_ROLL =
  '{Roll|Hand Roll:-2|Crunch Roll:+1|Roll with Mango|Roll, Torched:+1|Maki|Naruto Roll:+1|Roll with Jalapeño|Cut Roll}';
const IN_MEAT = '{Chicken|Lamb:+2|Goat:+2|Shrimp:+2|Fish:+2}';
const IN_VEGETARIAN = '{Paneer|Vegetable:-1|Chickpea:-1|Egg:-1|Mushroom:-1}';
const IN_SAUCE =
  '{Tikka Masala|Korma|Vindaloo|Saag|Curry|Jalfrezi|Madras|Kadai|Makhani|Bhuna|Dopiaza|Rogan Josh|Chettinad|Methi Malai}';
const MED_PROTEIN =
  '{Chicken|Lamb:+2|Beef & Lamb Gyro|Falafel:-1|Kofta:+1|Shrimp:+2|Chicken Shawarma|Beef Shawarma:+1|Halloumi|Salmon:+3}';
const MED_PLATE = '{Plate|Bowl|Salad:-1|Kebab Platter:+2|Rice Platter|Combo:+3|Fattoush Bowl}';
const SOUTHERN_MAIN =
  '{Fried Chicken|Smothered Pork Chops:+1|Fried Catfish:+1|Chicken-Fried Steak:+1|Oxtails:+5|Meatloaf|Turkey Wings:+1|Shrimp & Grits:+2|Fried Whiting|Pot Roast:+2|Baked Chicken|Jambalaya|Red Beans & Rice:-2|Étouffée:+3}';
const SOUTHERN_SIDES =
  '{with Collards & Mac|with Yams & Cornbread|with Black-Eyed Peas & Rice|with Green Beans & Potatoes|with Cabbage & Cornbread|with Okra & Rice|with Two Sides|with Mac & Greens}';
const BBQ_MEAT =
  '{Brisket:+2|Pulled Pork|Burnt Ends:+3|Spare Ribs:+3|Baby Back Ribs:+4|Smoked Turkey|Hot Links|Smoked Chicken|Pork Belly:+2|Beef Rib:+8|Tri-Tip:+3|Chopped Beef|Jalapeño Sausage|Pork Steak}';
const BBQ_PLATE =
  '{Plate|Platter:+3|by the Pound:+6|Two-Meat Plate:+4|Loaded Potato:-3|Mac Bowl:-2|Three-Meat Plate:+7|Combo:+2}';
const SEAFOOD_FISH =
  '{Salmon|Cod|Halibut:+6|Mahi Mahi:+3|Grouper:+5|Red Snapper:+5|Swordfish:+5|Trout|Catfish:-3|Flounder|Sea Bass:+6|Tilapia:-3|Ahi Tuna:+5|Rockfish|Branzino:+5|Walleye:+2}';
const SEAFOOD_PREP =
  '{Grilled|Blackened|Pan-Seared|Broiled|Fried|Cajun|Lemon Butter|Parmesan-Crusted|Cedar-Plank|Pecan-Crusted|Baja-Style|Stuffed:+2|Miso-Glazed|Beer-Battered|Almondine}';
const STEAK_CUT =
  '{Ribeye:+8|New York Strip:+5|Filet Mignon:+12|Sirloin|Porterhouse:+16|T-Bone:+12|Flat Iron|Prime Rib:+8|Skirt Steak|Tomahawk Ribeye:+40|Wagyu Sirloin:+20|Bone-In Strip:+10}';
const STEAK_SIZE = '{6 oz|8 oz:+5|10 oz:+9|12 oz:+13|14 oz:+17|16 oz:+21|20 oz:+28|22 oz:+32}';
const EGG_DISH = '{Omelet|Skillet|Benedict:+2|Breakfast Burrito:-1|Scramble|Hash:+1}';
const EGG_STYLE =
  '{Western|Denver|Greek|Florentine|Southwest|Country|Farmhouse|Veggie|Chorizo|Crab Cake:+4|Corned Beef:+2|Ham & Cheese|Meat Lovers:+2|California}';
const GRIDDLE_DISH = '{Pancakes|Waffle|French Toast|Crepes:+1}';
const GRIDDLE_STYLE =
  '{Blueberry|Banana Nut|Strawberry|Chocolate Chip|Lemon Ricotta|Cinnamon Roll|Pumpkin|Bananas Foster|Red Velvet|Apple Cinnamon}';
const HOT_FILL = '{Roast Beef:+1|Pastrami:+2|Corned Beef:+2|Grilled Chicken|Meatball|Brisket:+2|Pulled Pork}';
const HOT_STYLE = '{Melt|Hoagie|Panini|Sub|Hero|on Rye|Ciabatta|on a Kaiser|Grinder|Po’ Boy}';
const COLD_FILL = '{Turkey|Ham|Chicken Salad|Tuna|Italian Combo:+1|Egg Salad:-1|Veggie:-1|Salami|Capicola:+1}';
const COLD_STYLE = '{Club|Wrap|Hoagie|Sub|Hero|on Rye|on Sourdough|Croissant|on a Kaiser|on Focaccia}';
const CHICKEN_CUT =
  '{Tenders|Wings|Thighs|Drumsticks|Breast Sandwich|Nuggets|Boneless Bites|Half Bird:+4|Leg Quarter|Strips}';
const CHICKEN_HEAT =
  '{Nashville Hot|Lemon Pepper|Buffalo|Honey Garlic|Garlic Parmesan|Mango Habanero|Korean Gochujang|Sweet Chili|Cajun Dry Rub|Original|Ghost Pepper|Old Bay|Nashville Mild|BBQ|Teriyaki|Hot Honey}';
const DRINK_FLAVOR =
  '{Vanilla|Caramel|Hazelnut|Mocha|Lavender|Honey|Maple|Cinnamon|Brown Sugar|Pumpkin Spice|Toffee Nut|Coconut|Peppermint|White Mocha|Cardamom|Rose|Pistachio|Salted Caramel}';
const DRINK_FORMAT =
  '{Latte|Iced Latte|Cold Brew:-1|Cappuccino|Macchiato|Oat Milk Latte:+0.5|Breve:+0.5|Frappe:+0.75|Mocha Latte|Flat White|Shaken Espresso}';
const PASTRY_FLAVOR =
  '{Blueberry|Lemon Poppy|Chocolate|Cinnamon|Almond|Raspberry|Apple|Pumpkin|Banana|Cranberry Orange|Cheese|Maple Pecan|Strawberry|Cherry|Peach|Guava|Matcha}';
const PASTRY_FORMAT =
  '{Muffin|Scone|Danish|Croissant:+0.5|Turnover|Loaf Slice|Bar|Twist|Hand Pie:+0.5|Cookie:-1|Coffee Cake}';
const SCOOP_FLAVOR =
  '{Vanilla Bean|Chocolate Fudge|Strawberry|Mint Chip|Cookie Dough|Butter Pecan|Salted Caramel|Rocky Road|Pistachio|Coffee|Black Cherry|Peanut Butter Cup|Cookies & Cream|Birthday Cake|Mango Sorbet|Coconut|Lemon Sorbet|Ube|Maple Walnut|Moose Tracks}';
const SCOOP_FORMAT =
  '{Sundae:+2|Shake:+2|Cone|Cup|Float:+1|Banana Split:+3|Waffle Cone:+1|Malt:+2|Pint:+4|Affogato:+2}';
const BOWL_BASE = '{Quinoa|Brown Rice|Kale|Farro|Mixed Greens|Cauliflower Rice|Soba|Wild Rice|Sweet Potato|Spinach}';
const BOWL_TOP = '{Chicken|Salmon:+3|Tofu|Steak:+3|Falafel|Shrimp:+2|Tempeh|Chickpea|Turkey|Egg}';
const BOWL_STYLE =
  '{Harvest|Mediterranean|Thai Peanut|Southwest|Green Goddess|Miso|Tahini|Chipotle|Sesame Ginger|Lemon Herb}';
const KOREAN_DISH =
  '{Bibimbap|Dolsot Bibimbap:+2|Bulgogi Plate|Jjigae:-1|Fried Rice|Japchae|Kimbap:-3|Tteokbokki:-2|Gukbap|Bokkeum:+1}';
const KOREAN_PROTEIN = '{Beef|Pork|Chicken|Tofu|Kimchi|Seafood:+2|Spicy Pork|Short Rib:+4|Squid:+1|Mushroom}';
const LATIN_DISH = '{Plate|Bowl|Empanadas:-4|Arepa:-3|Pupusas:-4|Tamales:-3|Sandwich:-3|Platter:+3|Stew|Rice Plate}';
const LATIN_PROTEIN =
  '{Pollo|Carne Asada:+2|Lechón|Ropa Vieja|Chicharrón|Picadillo|Churrasco:+5|Pernil|Camarones:+3|Jerk Chicken|Oxtail:+4|Curry Goat:+3|Bistec|Pescado Frito:+3}';
const EURO_DISH =
  '{Schnitzel|Bratwurst Plate|Pierogi|Goulash|Sauerbraten:+3|Cottage Pie|Shepherd’s Pie|Bangers & Mash|Stroganoff|Kielbasa Plate|Crêpes|Moules Frites:+4|Coq au Vin:+4|Cassoulet:+4|Paella:+6|Croque Monsieur:-3}';
const EURO_STYLE =
  '{Classic|Jäger|Wiener|Hunter’s|Farmhouse|Grandmother’s|Country|Old World|Bavarian|Polish|Irish|Provençal|Normandy|Alsatian|Catalan|Basque}';
const HAWAIIAN_DISH = '{Plate Lunch|Bowl|Mini Plate:-3|Loco Moco|Musubi:-6|Saimin:-2|Mixed Plate:+3|Burrito:-1|Salad}';
const HAWAIIAN_PROTEIN =
  '{Kalua Pork|Shoyu Chicken|Chicken Katsu|Kalbi:+3|Garlic Shrimp:+3|Teriyaki Beef:+1|Spicy Ahi:+3|Mochiko Chicken|Spam|Laulau:+2|Huli Huli Chicken|Salmon:+3}';
const ETHIOPIAN_MEAT = '{Beef|Lamb:+2|Chicken|Fish:+1|Goat:+2}';
const ETHIOPIAN_MEAT_DISH = '{Tibs|Wot|Firfir|Alicha|Tibs Firfir|Special Tibs:+2|Key Wot}';
const ETHIOPIAN_VEGETABLE = '{Vegetable|Mushroom:+1|Lentil|Chickpea}';
const VN_PROTEIN = '{Grilled Pork|Lemongrass Chicken|Shaking Beef:+3|Shrimp:+2|Tofu|Pork Chop|Beef Lá Lốt:+1|Egg Roll}';

/** Lines added to each kind's sections, by the section's first title. */
export const COMPOSED: Readonly<Record<MenuKind, Readonly<Record<string, readonly string[]>>>> = {
  pizza: {
    Pizzas: [
      `*${PIZZA_TOPPING_A} ${PIZZA_TOPPING_B} Pizza; House dough, mozzarella, {red sauce|white base|vodka sauce|garlic oil}; 16.95`,
      `{Small|Medium:+3|Large:+6|Party-Size:+12} ${PIZZA_TOPPING_A} Pizza; {10"|14"|16"|18"} pie; 12.95`,
    ],
  },
  italian: {
    Pasta: [`*${PASTA_SHAPE} ${PASTA_SAUCE}; Fresh pasta, {parmigiano|pecorino|basil|chili}; 18.95`],
    Secondi: [
      `{Chicken|Veal:+6|Eggplant:-2|Shrimp:+4|Pork Chop:+5} {Parmigiana|Marsala|Piccata|Francese|Saltimbocca|Milanese|Scarpariello|Sorrentino}; With {linguine|penne|roasted potatoes|broccoli rabe}; 22.95`,
    ],
  },
  mexican: {
    Tacos: [`*${MEX_PROTEIN} Tacos; {Onion, cilantro, lime|Pico de gallo, crema|Salsa verde, cotija}; 12.95`],
    Burritos: [`*${MEX_PROTEIN} Burrito; {Rice and beans|Pico de gallo, crema|Salsa verde, cotija}; 12.95`],
    Platos: [
      `*${MEX_PROTEIN} {${MEX_PLATES}}; {Rice and beans|Pico de gallo, crema|Salsa verde, cotija|Onion, cilantro, lime}; 12.95`,
      `{Chicken|Beef|Cheese:-1|Shrimp:+2|Spinach:-1|Pork} Enchiladas {Rojas|Verdes|Suizas|de Mole:+1|Poblanas|Rancheras}; Rice and beans; 13.95`,
    ],
  },
  taqueria: {
    Tacos: [`*${MEX_PROTEIN} Tacos; {Onion, cilantro|Salsa roja|Salsa verde|Grilled onions, lime}; 9.95`],
    'Burritos & More': [
      `*${MEX_PROTEIN} {Burrito|${MEX_PLATES}}; {Onion, cilantro|Salsa roja|Salsa verde|Grilled onions, lime}; 9.95`,
    ],
  },
  latin: {
    'Main Dishes': [
      `*${LATIN_PROTEIN} ${LATIN_DISH}; {Rice and beans|Maduros, rice|Yuca, mojo|Tostones, salad}; 14.95`,
    ],
  },
  chinese: {
    Chicken: [`*Chicken ${CN_SAUCE}; Served with white rice; 11.95`],
    'Beef & Pork': [`*{Beef:+1|Pork} ${CN_SAUCE}; Served with white rice; 11.95`],
    Seafood: [`{Shrimp:+2|Scallops:+4|Fish Fillet:+2} ${CN_SAUCE}; Served with white rice; 11.95`],
    'Vegetables & Tofu': [`Tofu ${CN_SAUCE}; Served with white rice; 10.95`],
    "Chef's Specialties": [`{Triple Delight:+3|Duck:+3|Lamb:+2} ${CN_SAUCE}; Served with white rice; 11.95`],
    'Fried Rice & Noodles': [
      `{Chicken|Beef:+1|Shrimp:+2|Pork|Vegetable:-1|House Special:+2|Seafood:+3} {Chow Mein|Chow Fun|Mei Fun|Udon|Pan-Fried Noodles:+1}; {Bean sprouts, onion|Cabbage, carrots|Wok-fried, scallion}; 11.5`,
    ],
  },
  dimsum: {
    Steamed: [
      `*{Shrimp|Pork|Chicken|Vegetable|Scallop:+2|Chive|Crab:+2|Mushroom|Beef|Lotus Root} {Dumplings|Siu Mai|Buns|Rice Rolls|Har Gow:+1}; Three pieces; 6.5`,
    ],
    'Fried & Baked': [
      `{Shrimp|Pork|Chicken|Vegetable|Chive|Crab:+2|Mushroom|Beef} {Potstickers|Wontons|Spring Rolls}; Three pieces, fried; 6.5`,
    ],
  },
  japanese: {
    'Sushi Rolls': [`*${JP_FISH} ${JP_ROLL}; {Eight pieces|Six pieces|Sesame, scallion|Masago, spicy mayo}; 9.5`],
    'Kitchen Entrées': [
      `{Chicken|Steak:+5|Shrimp:+4|Salmon:+4|Scallop:+7|Tofu:-2|Filet Mignon:+9|Lobster Tail:+14} {Teriyaki|Hibachi|Katsu|Tempura|Donburi|Yakisoba|Udon}; Miso soup, salad; 16.95`,
    ],
  },
  ramen: {
    Ramen: [
      `*{Tonkotsu|Shoyu|Miso|Shio|Spicy Miso|Black Garlic|Tantanmen|Chicken Paitan|Vegan Miso|Yuzu Shio} Ramen {with Chashu|with Chicken|with Pork Belly:+2|with Tofu|with Extra Egg:+1|Deluxe:+4}; Noodles, ajitama, scallion; 15.5`,
    ],
  },
  korean: { Entrées: [`*${KOREAN_PROTEIN} ${KOREAN_DISH}; {Banchan|Rice, banchan|Stone pot|Gochujang}; 15.95`] },
  thai: {
    Curries: [`*${SEA_PROTEIN} ${THAI_CURRY}; {Mild|Medium|Thai hot} spice, jasmine rice; 15.5`],
    Noodles: [`*${SEA_PROTEIN} ${THAI_NOODLES}; {Mild|Medium|Thai hot} spice; 14.5`],
    Entrées: [`*${SEA_PROTEIN} ${THAI_WOK}; {Mild|Medium|Thai hot} spice, jasmine rice; 14.5`],
  },
  vietnamese: {
    'Vermicelli & Rice': [
      `*${VN_PROTEIN} {Vermicelli Bowl|Rice Plate|Broken Rice:+1}; Pickled vegetables, nước chấm; 13.5`,
    ],
    'Bánh Mì': [`${VN_PROTEIN} Bánh Mì; Pickled vegetables, cilantro, jalapeño; 8.5`],
    Appetizers: [
      `{Grilled Pork|Lemongrass Chicken|Shrimp:+2|Tofu|Beef Lá Lốt:+1} {Spring Rolls|Salad:+4}; Herbs, nước chấm; 8.5`,
    ],
  },
  indian: {
    Curries: [`*${IN_MEAT} ${IN_SAUCE}; Basmati rice{|, naan|, raita}; 15.95`],
    Vegetarian: [`*${IN_VEGETARIAN} ${IN_SAUCE}; Basmati rice{|, naan|, raita}; 15.95`],
    'Rice & Breads': [`{Chicken|Lamb:+2|Goat:+2|Shrimp:+2|Vegetable:-1|Egg:-1} Biryani; Basmati rice, raita; 15.95`],
  },
  seasian: {
    Mains: [
      `*${SEA_PROTEIN} {Adobo|Rendang|Laksa|Nasi Goreng|Pancit|Mee Goreng|Satay Plate|Sinigang|Kare-Kare:+2|Curry Puff Plate|Lo Mein|Sambal Stir-Fry|Lemongrass Stir-Fry|Coconut Curry}; Steamed rice; 14.95`,
    ],
  },
  hawaiian: { 'Plate Lunch': [`*${HAWAIIAN_PROTEIN} ${HAWAIIAN_DISH}; Two scoops rice, mac salad; 13.95`] },
  american: {
    Entrées: [
      `*${AMERICAN_STYLE} ${GRILL_PROTEIN} {Plate|Tacos:-2|Bowl|Skewers|Platter:+2}; With {fries|mashed potatoes|seasonal vegetables|rice pilaf|a side salad}; 17.95`,
    ],
    Sandwiches: [`${AMERICAN_STYLE} ${GRILL_PROTEIN} {Sandwich|Wrap}; With {fries|chips|coleslaw|a side salad}; 14.95`],
    'Soups & Salads': [
      `${AMERICAN_STYLE} ${GRILL_PROTEIN} Salad; Mixed greens, {tomato, cucumber|avocado, corn|croutons, parmesan}; 15.95`,
    ],
  },
  burgers: {
    Burgers: [`*${BURGER_STYLE} ${BURGER_PATTY}; {Brioche bun|Potato roll|Pretzel bun|Lettuce wrap}, pickles; 11.49`],
  },
  diner: {
    Breakfast: [`*${EGG_STYLE} ${EGG_DISH}; With {home fries|hash browns|toast|fruit}; 11.5`],
    'Pancakes, Waffles & French Toast': [`${GRIDDLE_STYLE} ${GRIDDLE_DISH}; With {bacon|sausage|fruit}; 11.5`],
    'Dinner Platters': [`*${AMERICAN_STYLE} ${GRILL_PROTEIN} {Dinner|Platter}; Two sides; 15.95`],
    'Sandwiches & Burgers': [`${AMERICAN_STYLE} ${GRILL_PROTEIN} {Melt|Club|Wrap}; With fries; 13.95`],
  },
  breakfast: {
    'Eggs & Omelets': [`*${EGG_STYLE} ${EGG_DISH}; With {home fries|hash browns|toast|fruit|bacon}; 12.5`],
    'Pancakes & Waffles': [`*${GRIDDLE_STYLE} ${GRIDDLE_DISH}; With {bacon|sausage|fruit|whipped butter}; 12.5`],
  },
  bbq: {
    Plates: [`*${BBQ_MEAT} ${BBQ_PLATE}; {Two sides|Pickles, onion, white bread|Slaw, beans|Mac, cornbread}; 16.95`],
    'Sandwiches & More': [`${BBQ_MEAT} {Sandwich|Tacos}; {Pickles, onion|Slaw|Jalapeños}; 11.95`],
  },
  southern: { Entrées: [`*${SOUTHERN_MAIN} ${SOUTHERN_SIDES}; Plate; 15.5`] },
  chicken: {
    Chicken: [
      `*${CHICKEN_HEAT} ${CHICKEN_CUT}; {Fries and a biscuit|Slaw and a roll|Pickles, white bread|Ranch or blue cheese}; 10.49`,
    ],
  },
  seafood: {
    Entrées: [
      `*${SEAFOOD_PREP} ${SEAFOOD_FISH}; {Rice pilaf, vegetables|Fries, slaw|Roasted potatoes|Grits, greens}; 22.95`,
    ],
  },
  steakhouse: {
    Steaks: [`*${STEAK_SIZE} ${STEAK_CUT}; {Béarnaise|Peppercorn sauce|Garlic butter|Chimichurri}, choice of side; 32`],
  },
  cafe: {
    Espresso: [
      `*${DRINK_FLAVOR} ${DRINK_FORMAT}; {Double shot|Oat, almond or whole milk|House-made syrup|Single origin espresso}; 5.75`,
    ],
    Pastries: [`${PASTRY_FLAVOR} ${PASTRY_FORMAT}; Baked {this morning|in house|fresh daily}; 3.95`],
  },
  bakery: {
    'Breads & Pastries': [`*${PASTRY_FLAVOR} ${PASTRY_FORMAT}; Baked {this morning|in house|fresh daily}; 3.75`],
  },
  sandwiches: {
    'Hot Sandwiches': [
      `*${HOT_FILL} ${HOT_STYLE}; {Provolone, peppers|Swiss, mustard|Melted cheddar, onions|Chips and a pickle}; 10.99`,
    ],
    'Cold Sandwiches': [
      `*${COLD_FILL} ${COLD_STYLE}; {Lettuce, tomato, mayo|Provolone, oil & vinegar|Swiss, mustard|Chips and a pickle}; 10.99`,
    ],
  },
  mediterranean: {
    'Wraps & Sandwiches': [
      `${MED_PROTEIN} {Wrap|Pita|Laffa:+1}; {Garlic sauce, pickles|Tahini, tomato|Tzatziki, onion}; 11.95`,
    ],
    Plates: [
      `*${MED_PROTEIN} ${MED_PLATE}; {Hummus, rice, salad|Garlic sauce, pickles|Tahini, tabbouleh|Tzatziki, fries}; 14.95`,
    ],
  },
  french: { Plats: [`*${EURO_STYLE} ${EURO_DISH}; {Pommes frites|Haricots verts|Gratin dauphinois|Salade verte}; 24`] },
  spanish: {
    Tapas: [
      `*{Gambas|Chorizo|Pulpo:+4|Croquetas|Patatas|Albóndigas|Setas|Pimientos|Calamares|Jamón:+5|Boquerones|Queso} {al Ajillo|a la Plancha|Bravas|a la Gallega|con Romesco|Fritos|al Jerez|con Alioli}; Tapa; 9`,
    ],
  },
  european: {
    Entrées: [`*${EURO_STYLE} ${EURO_DISH}; {Spaetzle|Red cabbage|Mashed potatoes|Sauerkraut|Rye bread}; 18.95`],
  },
  ethiopian: {
    'Meat Dishes': [`*${ETHIOPIAN_MEAT} ${ETHIOPIAN_MEAT_DISH}; Injera, {mild|spicy} berbere; 16.95`],
    Vegetarian: [`${ETHIOPIAN_VEGETABLE} {Wot|Alicha|Tibs|Firfir}; Injera, {mild|spicy} berbere; 14.95`],
  },
  healthy: {
    'Salads & Bowls': [`*${BOWL_STYLE} ${BOWL_BASE} Bowl with ${BOWL_TOP}; Seasonal vegetables, house dressing; 13.95`],
  },
  dessert: { 'Ice Cream': [`*${SCOOP_FLAVOR} ${SCOOP_FORMAT}; {House-churned|Small batch|Made on site}; 5.49`] },
};
