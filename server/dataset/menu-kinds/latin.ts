/**
 * Latin American and Caribbean menus. One menu kind covers Salvadoran, Peruvian, Brazilian, Cuban, Colombian,
 * Caribbean, Jamaican and generic Latin American restaurants, so the main dishes come in per-cuisine sections.
 */
import { forCuisines, main, sec, type KindVocab } from './types.ts';

const STARTERS = [
  '*{Beef|Chicken|Cheese} Empanadas; Two golden turnovers, salsa criolla; 6.95',
  '*Tostones; Fried green plantains, garlic mojo; 5.95',
  'Yuca Frita; Fried cassava, spicy aioli; 6.5',
  'Chicharrón; Crispy fried pork belly, lime; 8.95',
  'Croquetas; Ham croquettes, four pieces; 5.5',
  'Plantain Chips; Mariquitas, garlic mojo; 5.5',
  'Chicken Soup; Sopa de pollo with yuca, corn and rice; 8.95',
  'Shrimp Ceviche; Lime, red onion, cilantro, chili; 14.5',
  'Stuffed Plantain Cups; {Shrimp|Shredded beef|Chicken} in sofrito; 9.5',
  'Chorizo con Arepa; Grilled sausage, corn cake; 8.5',
];

const SALVADORAN = [
  '*Pupusa Revuelta; Pork, beans and cheese, curtido, salsa roja; 3.5',
  '*{Cheese & Loroco|Bean & Cheese|Chicharrón & Cheese|Zucchini & Cheese} Pupusa; Curtido and salsa; 3.25',
  '*Pupusa Plate; Three pupusas of your choice, curtido; 10.5',
  'Pollo Encebollado; Chicken with onions, rice, beans, salad; 14.5',
  'Carne Asada Salvadoreña; Grilled steak, rice, beans, salad, tortillas; 17.95',
  'Yuca con Chicharrón; Fried cassava, pork, curtido; 11.95',
  'Pastelitos; Fried turnovers with chicken and vegetables; 6.95',
  'Tamales de Elote; Sweet corn tamales, cream; 4.5',
  'Tamal de Pollo; Chicken tamale in banana leaf; 3.95',
  'Desayuno Típico; Eggs, plantains, beans, cheese, cream; 11.5',
  'Sopa de Res; Beef soup with vegetables; 14.95',
  'Panes con Pollo; Salvadoran turkey-style chicken sandwich; 11.5',
  'Mariscada; Creamy seafood soup; 21.95',
  'Platanos con Crema; Fried plantains, beans, cream; 7.5',
];

const PERUVIAN = [
  '*Pollo a la Brasa; Rotisserie chicken, fries, salad, ají sauces, {quarter|half:+6|whole:+15}; 13.95',
  '*Lomo Saltado; Stir-fried beef, tomato, onion, soy, fries, rice; 19.95',
  '*Ceviche Clásico; Fresh fish, leche de tigre, sweet potato, choclo; 17.95',
  'Ají de Gallina; Shredded chicken in creamy yellow pepper sauce, rice; 16.5',
  'Arroz Chaufa; Peruvian fried rice with {chicken|beef:+2|shrimp:+3}; 15.5',
  'Tallarín Verde; Spaghetti in basil spinach sauce, {steak|chicken}; 18.5',
  'Anticuchos; Grilled beef heart skewers, potatoes, corn; 14.95',
  'Papa a la Huancaína; Potatoes in spicy cheese sauce; 8.95',
  'Causa Limeña; Layered potato, chicken or tuna salad, avocado; 11.5',
  'Jalea; Fried seafood platter, salsa criolla, yuca; 24.95',
  'Saltado de Mariscos; Seafood stir-fry, rice; 22.95',
  'Seco de Carne; Cilantro beef stew, beans, rice; 18.95',
  'Leche de Tigre; Ceviche shot; 8.95',
  'Chicha Morada; Purple corn drink; 3.95',
  'Inca Kola;; 2.95',
];

const BRAZILIAN = [
  '*Picanha; Grilled top sirloin cap, farofa, rice, black beans, vinaigrette; 27.95',
  '*Feijoada; Black bean and pork stew, rice, collards, orange; 19.5',
  '*Coxinha; Chicken croquettes, four pieces; 7.95',
  'Pão de Queijo; Cheese bread, six pieces; 6.5',
  'Moqueca; Fish and shrimp stew, coconut milk, dendê oil, rice; 26.95',
  'Frango à Passarinho; Fried garlic chicken bites; 12.95',
  'Pastel; Fried pastry, {beef|cheese|chicken & catupiry}; 6.5',
  'Rodízio; All-you-can-eat grilled meats, salad bar; 54.95',
  'Bife à Cavalo; Steak with fried eggs, rice, beans, fries; 21.95',
  'Strogonoff de Frango; Chicken stroganoff, rice, potato sticks; 17.95',
  'X-Tudo; Brazilian burger with everything; 14.5',
  'Linguiça; Grilled Brazilian sausage, onions; 12.5',
  'Guaraná Antarctica;; 2.95',
  'Caipirinha; Cachaça, lime, sugar; 11',
];

const CUBAN = [
  '*Cuban Sandwich; Roast pork, ham, Swiss, pickles, mustard, pressed Cuban bread; 11.5',
  '*Ropa Vieja; Shredded beef in tomato sauce, rice, black beans, plantains; 16.95',
  '*Lechón Asado; Mojo roast pork, onions, rice and beans; 15.95',
  'Medianoche; Sweet bread, pork, ham, Swiss, pickles; 10.95',
  'Vaca Frita; Crispy shredded beef, onions, lime; 16.95',
  'Picadillo; Ground beef, olives, raisins, rice, plantains; 13.95',
  'Masitas de Puerco; Fried pork chunks, onions, mojo; 15.5',
  'Pollo Asado; Mojo roasted chicken, rice, beans; 14.5',
  'Palomilla Steak; Thin sirloin, onions, parsley, rice, beans; 18.95',
  'Arroz con Pollo; Yellow rice with chicken, peas, peppers; 14.5',
  'Papa Rellena; Potato ball stuffed with picadillo; 3.5',
  'Tamal Cubano;; 4.5',
  'Pan con Bistec; Steak sandwich, potato sticks; 11.95',
  'Cafecito; Cuban espresso; 1.95',
];

const COLOMBIAN = [
  '*Bandeja Paisa; Steak, chicharrón, chorizo, egg, beans, rice, arepa, plantain, avocado; 22.95',
  '*Arepa con Queso; Grilled corn cake with cheese; 5.5',
  '*Empanadas Colombianas; Crispy corn empanadas, beef and potato, ají; 6.95',
  'Sancocho; Hen soup with yuca, plantain, corn; 15.95',
  'Ajiaco; Chicken and potato soup, capers, cream, avocado; 15.95',
  'Carne Asada Colombiana; Grilled steak, rice, beans, salad, arepa; 19.95',
  'Churrasco; Grilled skirt steak, chimichurri, fries; 24.95',
  'Patacón con Todo; Fried plantain, shredded beef, chicken, cheese, sauces; 14.5',
  'Pollo Asado; Grilled chicken, rice, beans, salad; 14.95',
  'Salchipapa; Fries with sliced sausage, sauces; 9.95',
  'Arroz con Pollo;; 14.5',
  'Pescado Frito; Whole fried tilapia, coconut rice, patacón; 22.95; mp',
  'Buñuelos; Cheese fritters; 1.95',
  'Jugo en Leche; {Lulo|Maracuyá|Mora|Guanábana} blended with milk; 5.5',
];

const CARIBBEAN = [
  '*Jerk Chicken; Spicy Jamaican jerk chicken, rice & peas, steamed cabbage; 14.5',
  '*Oxtail Stew; Braised oxtail, butter beans, rice & peas; 21.95',
  '*Curry Goat; Tender goat curry, rice & peas; 17.95',
  '*Beef Patty; Flaky {spicy beef|mild beef|chicken|vegetable} patty{| with coco bread:+1.5}; 3.25',
  'Brown Stew Chicken; Rice & peas, plantains; 14.5',
  'Curry Chicken; Potatoes, rice & peas; 14.5',
  'Escovitch Fish; Fried whole snapper, pickled peppers; 24.95; mp',
  'Ackee & Saltfish; Jamaica’s national dish, fried dumplings; 17.95',
  'Jerk Pork; Smoky and spicy, rice & peas; 15.95',
  'Roti; {Curry chicken|Curry goat:+2|Chickpea & potato} wrapped in roti skin; 13.95',
  'Callaloo; Steamed greens, onion, tomato; 6.95',
  'Stew Peas; Kidney beans, salted beef, spinners, rice; 14.95',
  'Fried Chicken; Island-style, rice & peas; 12.95',
  'Doubles; Curried chickpeas in fried bara; 4.5',
  'Ting; Jamaican grapefruit soda; 2.95',
  'Sorrel; Hibiscus ginger drink; 3.95',
];

const LATIN_MIX = [
  '*Lomo Saltado; Stir-fried beef, tomato, onion, fries, rice; 18.95',
  '*Arroz con Pollo; Saffron rice with chicken, peas and peppers; 14.5',
  '*Cuban Sandwich; Roast pork, ham, Swiss, pickles, mustard; 11.5',
  'Churrasco; Grilled skirt steak, chimichurri, rice, beans; 24.95',
  'Ropa Vieja; Shredded beef, rice, black beans, plantains; 16.95',
  'Pollo a la Brasa; Rotisserie chicken, fries, salad; 15.5',
  'Arepa; Corn cake with {shredded beef|chicken & avocado|cheese}; 8.5',
  'Pupusas; Two, {revuelta|cheese|bean & cheese}, curtido; 7.5',
  'Pabellón Criollo; Shredded beef, black beans, rice, sweet plantains; 16.5',
  'Camarones al Ajillo; Garlic shrimp, rice; 19.95',
  'Pernil; Slow-roasted pork shoulder, rice and beans; 16.5',
  'Mofongo; Mashed plantain with garlic and pork cracklings, {shrimp|chicken|steak}; 18.95',
  'Chimichurri Steak Bowl; Rice, beans, plantains; 16.5',
  'Tamal; Pork or chicken, banana leaf; 4.5',
];

const SIDES = [
  '*Maduros; Sweet fried plantains; 4.5',
  '*{White Rice|Yellow Rice|Rice & Peas|Moros y Cristianos};; 3.95',
  'Black Beans;; 3.95',
  'Red Beans;; 3.95',
  'Yuca con Mojo; Boiled cassava, garlic mojo; 4.95',
  'French Fries;; 3.5',
  'Fried Dumplings; Festival or Johnny cakes; 3.5',
  'Curtido; Pickled cabbage slaw; 2.5',
  'House Salad; Lettuce, tomato, avocado; 4.95',
  'Avocado;; 3.5',
];

const DESSERTS = [
  '*Tres Leches;; 6.5',
  '*Flan;; 5.95',
  'Alfajores; Dulce de leche cookies; 4.5',
  'Guava Pastelito; Guava and cream cheese pastry; 2.95',
  'Churros; Dulce de leche; 6.5',
  'Rum Cake;; 6.5',
  'Arroz con Leche;; 4.95',
];

const DRINKS = [
  '*Jugo Natural; {Mango|Passion fruit|Guava|Pineapple|Tamarind}; 4.95',
  '*Tropical Soda; {Jarritos|Kola Champagne|Malta|Materva}; 2.75',
  'Café con Leche;; 3.5',
  'Horchata; Salvadoran-style, morro seed; 3.5',
  'Mojito; Rum, mint, lime, soda; 10',
  'Beer; {Presidente|Red Stripe|Pilsener|Club Colombia}; 5.5',
  'Soft Drink;; 2.5',
  'Coconut Water;; 3.95',
];

export const LATIN: KindVocab = [
  sec('Appetizers|Entradas|Starters', 0.75, 1.8, STARTERS),
  forCuisines(main('Pupusas & Platos|Especialidades', 1, 4, SALVADORAN), { only: ['salvadoran'] }),
  forCuisines(main('Platos Peruanos|Especialidades|Main Dishes', 1, 4, PERUVIAN), { only: ['peruvian'] }),
  forCuisines(main('Pratos|Main Dishes|Churrasco & Pratos', 1, 4, BRAZILIAN), { only: ['brazilian'] }),
  forCuisines(main('Platos Cubanos|Entrées|Main Dishes', 1, 4, CUBAN), { only: ['cuban'] }),
  forCuisines(main('Platos Típicos|Especialidades|Main Dishes', 1, 4, COLOMBIAN), { only: ['colombian'] }),
  forCuisines(main('Island Favorites|Dinners|Main Dishes', 1, 4, CARIBBEAN), { only: ['caribbean', 'jamaican'] }),
  forCuisines(main('Main Dishes|Platos Fuertes|Entrées', 1, 4, LATIN_MIX), {
    avoid: ['salvadoran', 'peruvian', 'brazilian', 'cuban', 'colombian', 'caribbean', 'jamaican'],
  }),
  sec('Sides|Acompañantes', 0.55, 1.2, SIDES),
  sec('Desserts|Postres', 0.35, 0.7, DESSERTS),
  sec('Drinks|Bebidas', 0.45, 0.9, DRINKS),
];
