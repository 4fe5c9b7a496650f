/** Mexican (and Tex-Mex) and taqueria menus. */
import { main, sec, type KindVocab } from './types.ts';

const ANTOJITOS = [
  '*Chips & Salsa; Fresh tortilla chips, salsa roja; 3.5',
  '*{Chile con Queso|Queso Dip}; Melted white cheese, green chiles; 6.95',
  '*Guacamole; Avocado, onion, cilantro, jalapeño, lime, made fresh; 9.5',
  'Nachos {Supreme|Locos}; Beans, cheese, {ground beef|chicken|steak:+2}, sour cream, pico de gallo, jalapeños; 12.95',
  'Cheese Quesadilla; Flour tortilla, Monterey Jack, sour cream, guacamole; 8.95',
  'Chicken Flautas; Rolled crispy tortillas, lettuce, crema, queso fresco; 9.95',
  'Elote; Grilled street corn, mayo, cotija, chile, lime; 5.5',
  'Shrimp Ceviche; Lime-cured shrimp, tomato, onion, cilantro, avocado; 13.95',
  'Queso Fundido; Melted cheese, chorizo, flour tortillas; 10.95',
  'Taquitos; Crispy {chicken|beef} taquitos, guacamole, sour cream; 8.95',
  'Tostada; Crispy tortilla, beans, {chicken|beef|shrimp:+2}, lettuce, cheese; 5.95',
  'Sopa de Tortilla; Chicken tortilla soup, avocado, crispy tortilla strips; 7.5',
  'Sopa de Mariscos; Seafood soup with shrimp, fish and crab; 16.95',
  'Bean Dip; Refried beans, cheese, jalapeño; 5.95',
];

const TACOS = [
  '!*{Beef|Chicken|Pork} Tacos; Three tacos, {crispy|soft} shells, lettuce, cheese, tomato; 11.5',
  '*Tacos al Pastor; Marinated pork, pineapple, onion, cilantro, corn tortillas; 11.95',
  '*Carne Asada Tacos; Grilled steak, onion, cilantro, salsa verde; 12.95',
  'Fish Tacos; Beer-battered fish, cabbage slaw, chipotle crema; 13.5',
  '{Grilled|Spicy} Shrimp Tacos; Cabbage, pico de gallo, avocado crema; 13.95',
  'Birria Tacos; Braised beef, melted cheese, consommé for dipping; 14.5',
  'Carnitas Tacos; Slow-braised pork, pickled onion, salsa verde; 11.95',
  'Chicken Tinga Tacos; Chipotle chicken, crema, queso fresco; 11.5',
  'Street Tacos; Four mini tacos, {steak|chicken|pastor}, onion and cilantro; 10.95',
  'Veggie Tacos; Grilled peppers, onions, black beans, avocado; 10.5',
];

const BURRITOS = [
  '*{Chicken|Beef|Carne Asada:+2|Carnitas} Burrito; Rice, beans, cheese, pico de gallo, sour cream; 12.5',
  '*Burrito Supreme; Choice of meat, covered in red sauce and melted cheese; 13.95',
  'California Burrito; Carne asada, French fries, cheese, guacamole; 13.5',
  'Bean & Cheese Burrito; Refried beans, cheese; 7.95',
  'Shrimp Burrito; Grilled shrimp, rice, black beans, chipotle sauce; 14.5',
  'Chimichanga; Fried burrito, {chicken|beef}, cheese sauce, guacamole; 13.95',
  'Burrito Bowl; Rice, beans, {chicken|steak|carnitas}, lettuce, salsa, cheese; 12.5',
  'Breakfast Burrito; Eggs, potatoes, cheese, {bacon|chorizo}; 9.5',
];

const PLATOS = [
  '*Enchiladas {Rojas|Verdes|Suizas}; Three {chicken|cheese|beef} enchiladas, rice and beans; 14.5',
  '*{Chicken|Steak:+2|Shrimp:+3|Fajita Mix:+2} Fajitas; Sizzling peppers and onions, tortillas, rice, beans; 17.95',
  '*Combination Plate; Taco, enchilada and tamale with rice and beans; 14.95',
  'Chile Relleno; Roasted poblano stuffed with cheese, ranchero sauce; 13.95',
  'Carne Asada Plate; Grilled skirt steak, rice, beans, tortillas; 19.95',
  'Pollo a la Parrilla; Grilled chicken breast, rice, beans, salad; 15.5',
  'Tamales; Two pork tamales, red chile sauce, rice, beans; 12.95',
  'Mole Poblano; Chicken in rich chocolate chile mole, rice; 16.95',
  'Camarones a la Diabla; Shrimp in spicy red sauce, rice, salad; 18.95',
  'Arroz con Pollo; Grilled chicken over rice with cheese sauce; 13.95',
  'Chilaquiles; Tortilla chips in salsa, eggs, crema, queso fresco; 12.5',
  'Taco Salad; Crispy shell, lettuce, {ground beef|chicken}, cheese, sour cream; 12.5',
  'Pozole; Hominy and pork soup, cabbage, radish, lime; 13.5',
  'Menudo; Traditional beef tripe soup, weekends only; 12.95',
  'Carnitas Plate; Slow-cooked pork, rice, beans, tortillas, guacamole; 16.5',
  'Chicken Quesadilla Dinner; Grilled chicken, cheese, rice, beans, guacamole; 13.95',
  'Tex-Mex Platter; Beef enchilada, crispy taco, tamale, chile con queso; 16.95',
];

const MEX_SIDES = [
  '*Mexican Rice;; 3.5',
  '*{Refried|Black|Charro} Beans;; 3.5',
  'Side of Guacamole;; 3.95',
  'Sour Cream;; 1.25',
  'Flour Tortillas; Three; 1.5',
  'Pico de Gallo;; 2',
  'Jalapeños;; 1',
];

const POSTRES = [
  '*Churros; Cinnamon sugar, chocolate sauce; 6.5',
  '*Flan; Caramel custard; 5.95',
  'Sopapillas; Honey, cinnamon sugar; 5.5',
  'Tres Leches Cake; Sponge cake soaked in three milks; 6.95',
  'Fried Ice Cream; Cinnamon-corn flake crust, honey, whipped cream; 7.5',
];

const BEBIDAS = [
  '*Horchata; Rice and cinnamon agua fresca; 3.95',
  '*Agua Fresca; {Jamaica|Tamarindo|Piña|Sandía}; 3.95',
  'Mexican Coke;; 3.5',
  'Jarritos; {Tamarind|Mandarin|Lime|Pineapple}; 2.95',
  '*{House|Frozen|Top-Shelf:+3} Margarita; {Lime|Strawberry|Mango}; 9.5',
  'Michelada; Beer, lime, tomato, chile salt; 8.5',
  'Mexican Beer; Modelo, Corona, Pacifico, Dos Equis; 5.95',
  'Iced Tea;; 2.75',
  'Soft Drink;; 2.75',
];

export const MEXICAN: KindVocab = [
  sec('Antojitos|Appetizers', 0.85, 2, ANTOJITOS),
  main('Tacos', 0.9, 2, TACOS),
  main('Burritos', 0.75, 1.5, BURRITOS),
  main('Platos|Combinations|Especialidades', 0.85, 3, PLATOS),
  sec('Sides|A la Carte', 0.4, 0.8, MEX_SIDES),
  sec('Postres|Desserts', 0.4, 0.7, POSTRES),
  sec('Bebidas|Drinks', 0.5, 1, BEBIDAS),
];

const TAQUERIA_TACOS = [
  '*Taco de Asada; Grilled steak, onion, cilantro; 3.25',
  '*Taco al Pastor; Marinated pork, pineapple, onion, cilantro; 3.25',
  '*Taco de Pollo; Grilled chicken, onion, cilantro; 3',
  'Taco de Carnitas; Braised pork, onion, cilantro; 3.25',
  'Taco de Lengua; Beef tongue, onion, cilantro; 3.95',
  'Taco de Cabeza; Beef cheek, onion, cilantro; 3.5',
  'Taco de Barbacoa; Slow-cooked beef, onion, cilantro; 3.5',
  'Taco de Chorizo; Mexican sausage, onion, cilantro; 3',
  'Taco de Tripa; Crispy beef tripe; 3.75',
  'Birria Tacos; Three cheesy beef tacos, consommé; 12.5',
  'Fish Taco; Battered fish, cabbage, crema; 3.95',
  'Shrimp Taco; Grilled shrimp, cabbage, chipotle; 4.25',
  'Taco Plate; Three tacos, rice and beans; 11.5',
];

const TAQUERIA_MAS = [
  '*{Asada|Pastor|Pollo|Carnitas} Burrito; Rice, beans, onion, cilantro, salsa; 10.5',
  '*{Asada|Pollo|Cheese:-2} Quesadilla; Flour tortilla, melted cheese; 9.5',
  'Super Burrito; Meat, rice, beans, cheese, sour cream, guacamole; 12.5',
  '{Asada|Pastor|Pollo} Torta; Mexican sandwich, beans, avocado, jalapeño; 10.95',
  'Mulita; Two tortillas, cheese and meat, grilled; 5.5',
  'Huarache; Masa base, beans, meat, cheese, crema; 10.5',
  'Gordita; Stuffed masa pocket, {chicharrón|asada|pollo}; 4.95',
  'Sope; Thick masa, beans, meat, lettuce, cheese; 4.95',
  'Nachos; Chips, beans, cheese, meat, guacamole, sour cream; 11.5',
  'Carne Asada Fries; Fries, asada, cheese, guacamole, sour cream; 12.95',
  'Tamale; {Pork|Chicken|Rajas} tamale; 3.5',
  'Elote en Vaso; Corn in a cup, mayo, cheese, chile; 4.5',
  'Rice & Beans;; 3.5',
  'Chips & Guacamole;; 5.95',
];

const TAQUERIA_DRINKS = [
  '*Horchata;; 3.5',
  '*Agua Fresca; {Jamaica|Tamarindo|Piña|Pepino-limón}; 3.5',
  'Jarritos;; 2.5',
  'Mexican Coke;; 3.25',
  'Champurrado; Warm chocolate atole; 3.5',
];

export const TAQUERIA: KindVocab = [
  main('Tacos', 1, 4, TAQUERIA_TACOS),
  main('Burritos & More|Especialidades|Más', 0.85, 3, TAQUERIA_MAS),
  sec('Bebidas|Drinks', 0.55, 1, TAQUERIA_DRINKS),
];
