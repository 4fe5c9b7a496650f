/** French / crêperie, Spanish / tapas, and European (German, Polish, Irish pub) menus. */
import { forCuisines, main, sec, type KindVocab } from './types.ts';

const FR_ENTREES = [
  '*French Onion Soup; Gruyère crouton; 12.5',
  '*Escargots; Garlic parsley butter, baguette; 15',
  'Pâté de Campagne; Cornichons, mustard, grilled bread; 14',
  'Moules Marinières; Mussels, white wine, shallots, frites; 19.5',
  'Steak Tartare; Hand-cut beef, capers, quail egg, toast; 19',
  'Salade Niçoise; Tuna, egg, olives, potatoes, haricots verts; 18.5',
  'Salade Lyonnaise; Frisée, lardons, poached egg; 15',
  'Goat Cheese Salad; Warm chèvre, walnuts, greens; 14.5',
  'Foie Gras Torchon; Brioche, fig jam; 26; mp',
  'Gougères; Gruyère cheese puffs; 9',
  'Oysters; Half dozen, mignonette; 21; mp',
  'Cheese Plate; Three French cheeses, honey, baguette; 18',
  'Charcuterie; Saucisson, jambon, pâté, cornichons; 19',
  'Lobster Bisque;; 15',
];

const FR_PLATS = [
  "*Steak Frites; Hanger steak, maître d'hôtel butter, frites; 32",
  '*Coq au Vin; Chicken braised in red wine, mushrooms, lardons; 28',
  '*Boeuf Bourguignon; Red wine braised beef, carrots, pearl onions; 31',
  'Duck Confit; Crispy leg, lentils or potatoes sarladaises; 30',
  'Moules Frites; Mussels, white wine, frites; 26',
  'Roast Chicken; Half chicken, jus, pommes purée; 27',
  'Salmon Meunière; Brown butter, lemon, capers; 29',
  'Croque Monsieur; Ham, gruyère, béchamel, side salad; 16.5',
  'Croque Madame; With a fried egg; 17.5',
  'Trout Amandine; Almonds, brown butter; 27',
  'Bouillabaisse; Provençal fish stew, rouille; 38; mp',
  'Ratatouille; Provençal vegetable stew; 22',
  'Steak au Poivre; Peppercorn cognac sauce; 42; mp',
  'Quiche Lorraine; Bacon, gruyère, salad; 15',
  'Cassoulet; White beans, duck confit, sausage, pork; 32',
  'Burger au Poivre; Brie, caramelized onion, frites; 21',
  'Sole Meunière; Whole Dover sole; 52; mp',
];

const CREPES = [
  '*Crêpe Complète; Ham, egg, gruyère; 12.5',
  '*Nutella Banana Crêpe;; 9.5',
  'Chicken Pesto Crêpe; Mozzarella, tomato; 13.5',
  'Smoked Salmon Crêpe; Crème fraîche, dill, capers; 14.5',
  'Ratatouille Crêpe;; 12',
  'Crêpe Suzette; Orange butter, Grand Marnier; 11',
  'Strawberry Crêpe; Whipped cream; 10.5',
  'Lemon Sugar Crêpe;; 7.5',
  'Savory Galette; Buckwheat, {mushroom & spinach|ham & brie|chicken & swiss}; 13.5',
];

export const FRENCH: KindVocab = [
  sec("Entrées|Hors d'Oeuvres|Starters", 0.9, 2.3, FR_ENTREES),
  forCuisines(main('Plats|Plats Principaux|Main Courses', 0.9, 3, FR_PLATS), { avoid: ['creperie'] }),
  forCuisines(main('Crêpes|Crêpes & Galettes', 0.1, 3, CREPES), { boost: ['creperie'] }),
  sec('Desserts', 0.6, 1.1, [
    '*Crème Brûlée; Vanilla bean; 11',
    '*Chocolate Mousse;; 10',
    'Tarte Tatin; Caramelized apples, crème fraîche; 12',
    'Profiteroles; Vanilla ice cream, chocolate sauce; 12',
    'Île Flottante;; 10',
    'Macarons; Assorted; 9',
  ]),
  sec('Vins & Boissons|Wine|Drinks', 0.4, 0.9, [
    '*Bordeaux; Glass; 15',
    'Sancerre; Glass; 16',
    'Champagne; Glass; 19',
    'Kir Royale;; 15',
    'Café au Lait;; 4.5',
    'Perrier;; 4',
  ]),
];

const TAPAS = [
  '*Patatas Bravas; Crispy potatoes, spicy tomato sauce, aioli; 8.5',
  '*Gambas al Ajillo; Shrimp sizzling in garlic olive oil; 13.5',
  '*Croquetas de Jamón; Serrano ham croquettes; 9',
  'Tortilla Española; Potato and onion omelet; 8.5',
  'Pan con Tomate; Grilled bread, tomato, garlic, olive oil; 6.5',
  'Jamón Ibérico; Acorn-fed ham, hand-carved; 28; mp',
  'Chorizo al Vino; Chorizo braised in red wine; 10',
  'Pimientos de Padrón; Blistered peppers, sea salt; 9',
  'Albóndigas; Meatballs, tomato sauce; 11',
  'Pulpo a la Gallega; Octopus, potato, paprika; 19; mp',
  'Dátiles con Bacon; Bacon-wrapped dates, almonds; 9.5',
  'Calamares Fritos; Fried squid, lemon aioli; 12.5',
  'Manchego; Aged sheep cheese, quince; 11',
  'Champiñones al Ajillo; Garlic mushrooms; 9',
  'Espinacas con Garbanzos; Spinach, chickpeas, cumin; 8.5',
  'Boquerones; Marinated white anchovies; 9.5',
  'Tabla de Embutidos; Cured meats and cheeses; 24',
  'Empanadillas; {Tuna|Beef}, small fried turnovers; 8.5',
  'Gazpacho; Chilled tomato soup; 8',
];

const PAELLA_MAINS = [
  '*Paella Valenciana; Chicken, rabbit, green beans, saffron rice, for two; 48',
  '*Paella de Mariscos; Shrimp, mussels, clams, squid, for two; 56; mp',
  'Paella Mixta; Chicken, chorizo, seafood, for two; 52',
  'Arroz Negro; Squid ink rice, aioli; 46',
  'Vegetable Paella; Seasonal vegetables, saffron; 40',
  'Grilled Ribeye; Piquillo peppers, potatoes; 42; mp',
  'Whole Branzino; Salsa verde; 34; mp',
  'Cordero; Roast lamb, rosemary; 34',
  'Pollo al Ajillo; Garlic chicken; 24',
];

export const SPANISH: KindVocab = [
  main('Tapas|Tapas Calientes|Small Plates', 1, 5, TAPAS),
  main('Paellas & Platos|Paella|Large Plates', 0.75, 2, PAELLA_MAINS),
  sec('Postres|Desserts', 0.5, 0.8, [
    '*Churros con Chocolate;; 9',
    'Crema Catalana;; 9',
    'Flan;; 8',
    'Basque Cheesecake;; 10',
  ]),
  sec('Bebidas|Sangria & Wine', 0.45, 1, [
    '*Sangria; {Red|White}, glass or pitcher; 11',
    'Rioja; Tempranillo, glass; 13',
    'Albariño; Glass; 13',
    'Cava; Glass; 12',
    'Estrella Damm;; 7',
    'Gin Tonic;; 14',
  ]),
];

const EU_STARTERS = [
  '*Soft Pretzel; Bavarian-style, beer cheese, mustard; 9.5',
  '*Potato Pancakes; Applesauce, sour cream; 8.5',
  '*Pierogi; {Potato & cheese|Sauerkraut & mushroom|Meat|Sweet cheese}, butter, onions; 10.95',
  'Scotch Egg; Sausage-wrapped egg, mustard; 8.5',
  'Irish Nachos; Waffle fries, cheddar, bacon, jalapeño; 12.5',
  'Chicken Wings; {Buffalo|Guinness BBQ}; 13.95',
  'Beer Cheese Soup;; 6.95',
  'Potato Leek Soup;; 6.5',
  'Borscht; Beet soup, sour cream, dill; 6.5',
  'Fried Pickles;; 8.5',
  'Cabbage Rolls; Golabki, pork and rice, tomato sauce; 13.95',
  'Bratwurst Bites;; 9.95',
];

const EU_MAINS = [
  '*Fish & Chips; Beer-battered cod, chips, mushy peas, tartar; 17.95',
  "*Shepherd's Pie; Ground lamb, vegetables, mashed potato crust; 16.95",
  '*Wiener Schnitzel; Breaded veal cutlet, lemon, potato salad; 22.95',
  '*Bratwurst Plate; Two brats, sauerkraut, German potato salad; 15.95',
  'Jägerschnitzel; Pork cutlet, mushroom gravy, spätzle; 19.95',
  'Sauerbraten; Marinated pot roast, red cabbage, potato dumplings; 23.95',
  'Corned Beef & Cabbage; Boiled potatoes, carrots; 18.95',
  'Guinness Beef Stew; Root vegetables, brown bread; 17.95',
  'Bangers & Mash; Irish sausages, onion gravy; 15.95',
  'Kielbasa Plate; Grilled Polish sausage, pierogi, sauerkraut; 16.5',
  'Chicken Paprikash; Sour cream paprika sauce, dumplings; 17.5',
  'Goulash; Hungarian beef stew, paprika, egg noodles; 17.5',
  'Pork Schnitzel; Breaded pork, lemon, fries; 18.95',
  'Polish Platter; Pierogi, kielbasa, cabbage roll, sauerkraut; 19.95',
  'Pub Burger; Irish cheddar, bacon, fries; 15.95',
  'Reuben Sandwich; Corned beef, sauerkraut, Swiss; 14.5',
  'Schweinshaxe; Crispy pork shank, red cabbage, dumpling; 27.95',
  'Chicken Pot Pie;; 16.5',
  'Spätzle; Cheese spätzle, fried onions; 13.95',
];

export const EUROPEAN: KindVocab = [
  sec('Starters|Appetizers|Snacks', 0.9, 2.3, EU_STARTERS),
  main('Entrées|Mains|Hauptspeisen|Dinners', 1, 4, EU_MAINS),
  sec('Sides', 0.4, 0.9, [
    '*Sauerkraut;; 3.95',
    '*Red Cabbage;; 3.95',
    'German Potato Salad;; 4.5',
    'Chips;; 4.5',
    'Potato Dumplings;; 4.95',
    'Mashed Potatoes;; 4.5',
  ]),
  sec('Desserts', 0.4, 0.7, [
    '*Apple Strudel; Vanilla sauce; 7.95',
    'Black Forest Cake;; 8.5',
    'Bread Pudding; Whiskey sauce; 7.95',
    'Paczki;; 3.5',
  ]),
  sec('Beer & Drinks|Beer|Drinks', 0.55, 1.2, [
    '*Guinness; Pint; 7.5',
    '*German Draft; {Hefeweizen|Pilsner|Dunkel|Oktoberfest}, half liter; 8.5',
    'Irish Whiskey; Jameson, neat; 9',
    'Liter Stein;; 15',
    'Polish Beer; Żywiec or Tyskie; 6.5',
    'Irish Coffee;; 10',
    'Soft Drink;; 3',
  ]),
];
