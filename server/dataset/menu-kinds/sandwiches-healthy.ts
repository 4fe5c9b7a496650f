/** Sandwich shops / delis / cheesesteaks, and healthy (salads, vegan, vegetarian, juice bar) menus. */
import { SOFT_DRINKS } from './common.ts';
import { forCuisines, main, sec, type KindVocab } from './types.ts';

const HOT_SANDWICHES = [
  '*Philly Cheesesteak; Shaved ribeye, grilled onions, {American|provolone|Cheez Whiz}, hoagie roll; 11.95',
  '*{Grilled|Crispy|Buffalo} Chicken Sandwich; Lettuce, tomato, mayo; 10.5',
  '*Reuben; Hot corned beef, sauerkraut, Swiss, Russian dressing, rye; 13.5',
  'Hot Pastrami; Piled high on rye, mustard; 14.95',
  'Meatball Sub; Marinara, provolone; 10.5',
  'Chicken Parm Sub; Breaded cutlet, marinara, mozzarella; 11.5',
  'Chicken Cheesesteak; Grilled chicken, onions, peppers, cheese; 11.5',
  'Cuban Sandwich; Roast pork, ham, Swiss, pickles, mustard, pressed; 11.95',
  'Turkey Melt; Turkey, Swiss, tomato, grilled rye; 10.95',
  'French Dip; Roast beef, Swiss, au jus; 12.5',
  'Patty Melt;; 10.95',
  'Grilled Cheese; {Classic American|Three cheese|With tomato & bacon:+2}; 7.5',
  'Tuna Melt; Cheddar, tomato, grilled sourdough; 10.5',
  'Cheesesteak Hoagie; Lettuce, tomato, mayo, fried onions; 12.5',
  'Pizza Steak; Shaved steak, marinara, mozzarella; 12.5',
  'Roast Pork Italian; Broccoli rabe, sharp provolone; 13.5',
  'BBQ Pulled Pork;; 10.95',
  'Chicken Bacon Ranch Melt;; 11.5',
];

const COLD_SANDWICHES = [
  '*Italian Sub; Ham, salami, capicola, provolone, lettuce, tomato, onion, oil & vinegar; 11.5',
  '*Turkey Club; Turkey, bacon, lettuce, tomato, mayo; 11.25',
  '*Turkey & Swiss; Lettuce, tomato, mayo, on {wheat|rye|sourdough|a hoagie roll}; 10.5',
  'Ham & Cheese; {Swiss|American|Provolone}, lettuce, tomato, mustard; 9.5',
  'Roast Beef & Cheddar; Horseradish mayo, lettuce, tomato; 11.5',
  'Chicken Salad Sandwich; House chicken salad, lettuce, tomato; 9.95',
  'Tuna Salad Sandwich;; 9.5',
  'BLT; Bacon, lettuce, tomato, mayo; 8.95',
  'Egg Salad Sandwich;; 7.95',
  'Veggie Sub; Provolone, lettuce, tomato, cucumber, peppers, onions; 8.95',
  'Caprese Sandwich; Fresh mozzarella, tomato, basil, balsamic; 10.5',
  'Muffuletta; Salami, ham, mortadella, provolone, olive salad; 13.95',
  'Chicken Caesar Wrap;; 9.95',
  'Corned Beef on Rye;; 13.95',
  'Hummus Veggie Wrap;; 8.95',
  'The Godfather; Prosciutto, sopressata, fresh mozzarella, roasted peppers, pesto; 13.95',
];

const DELI_SIDES_SOUPS = [
  '*{Chips|Kettle Chips}; {Classic|BBQ|Salt & vinegar|Jalapeño}; 1.75',
  '*Potato Salad;; 3.5',
  'Macaroni Salad;; 3.5',
  'Coleslaw;; 2.95',
  'Pickle Spear;; 1',
  'Matzo Ball Soup;; 6.5',
  'Chicken Noodle Soup; Cup or bowl; 5.5',
  'Soup of the Day;; 5.5',
  'Cheese Fries;; 5.5',
  'French Fries;; 3.95',
  'Garden Salad;; 6.95',
  'Chef Salad; Turkey, ham, cheese, egg; 10.95',
  'Cookie; {Chocolate chip|Oatmeal raisin}; 1.95',
  'Black & White Cookie;; 3.25',
];

export const SANDWICHES: KindVocab = [
  main('Hot Sandwiches|Hot Subs|Cheesesteaks & Hot Subs', 0.9, 3, HOT_SANDWICHES),
  main('Cold Sandwiches|Cold Subs|Deli Sandwiches', 0.9, 3, COLD_SANDWICHES),
  sec('Sides & Soups|Sides, Soups & Salads|Sides', 0.7, 1.6, DELI_SIDES_SOUPS),
  sec('Drinks', 0.45, 0.8, SOFT_DRINKS),
];

const BOWLS_SALADS = [
  '*Kale Caesar; Kale, parmesan, lemon, garlic croutons{|, add chicken:+4}; 12.5',
  '*Harvest Bowl; Roasted sweet potato, chicken, apples, goat cheese, wild rice, balsamic; 14.5',
  '*Cobb Salad; Chicken, bacon, egg, avocado, tomato, blue cheese; 14.95',
  'Greek Salad; Romaine, feta, olives, cucumber, tomato, oregano vinaigrette; 12.5',
  'Buddha Bowl; Quinoa, roasted vegetables, chickpeas, tahini; 13.5',
  'Southwest Chicken Salad; Black beans, corn, avocado, chipotle ranch; 13.95',
  'Grain Bowl; Farro, {grilled chicken|salmon:+4|tofu}, greens, pickled onions; 14.5',
  'Spicy Tofu Bowl; Brown rice, edamame, cabbage, spicy sauce; 13',
  'Mediterranean Bowl; Falafel, hummus, tabbouleh, greens; 13.5',
  'Chopped Salad; Chicken, salami, chickpeas, provolone; 13.5',
  'Salmon Power Bowl; Quinoa, avocado, kale, lemon tahini; 16.95',
  'Strawberry Salad; Spinach, goat cheese, pecans, poppyseed; 12.5',
  'Tuna Nicoise; Seared tuna, egg, potatoes, green beans, olives; 16.5',
  'Build Your Own Salad; Choice of greens, four toppings, dressing; 11.5',
];

const PLANT_MAINS = [
  '*Beyond Burger; Plant-based patty, vegan cheese, lettuce, tomato, fries; 15.5',
  '*Veggie Wrap; Hummus, roasted vegetables, spinach; 11.5',
  '*{Buffalo Cauliflower|BBQ Jackfruit|Tempeh BLT} Sandwich; Vegan; 13.5',
  'Vegan Mac & Cheese; Cashew cheese sauce; 12.5',
  'Black Bean Burger; Avocado, chipotle aioli; 13.5',
  'Tofu Scramble; Peppers, onions, potatoes, toast; 12.5',
  'Vegan Tacos; Seasoned walnut meat, cashew crema; 12.95',
  'Lentil Soup;; 6.5',
  'Grilled Chicken Wrap; Spinach tortilla, avocado, tomato; 12.5',
  'Turkey Avocado Sandwich; Multigrain; 12.5',
  'Veggie Chili;; 7.5',
  'Cauliflower Wings; Buffalo or BBQ; 11',
];

const JUICE_SMOOTHIES = [
  '*Green Juice; Kale, spinach, cucumber, celery, apple, lemon; 9.5',
  '*Smoothie; {Strawberry banana|Tropical|PB banana|Mixed berry|Green power}; 8.95',
  '*Acai Bowl; Acai, granola, banana, berries, honey; 11.5',
  'Pitaya Bowl; Dragon fruit, mango, granola, coconut; 11.5',
  'Cold-Pressed Juice; {Carrot ginger|Beet apple|Citrus}; 8.5',
  'Wellness Shot; {Ginger|Turmeric|Wheatgrass}; 3.95',
  'Protein Shake; Whey or plant protein, banana, almond milk; 9.5',
  'Kombucha;; 5',
  'Avocado Toast; Multigrain, chili flakes, lemon; 9.95',
  'Overnight Oats; Chia, almond milk, berries; 7.5',
  'Coconut Water;; 4.5',
  'Matcha Smoothie;; 8.95',
];

export const HEALTHY: KindVocab = [
  forCuisines(main('Salads & Bowls|Bowls|Salads', 0.85, 3.5, BOWLS_SALADS), {
    boost: ['salads'],
    avoid: ['juice-bar'],
  }),
  forCuisines(main('Plant-Based Plates|Mains', 0.6, 2.2, PLANT_MAINS), {
    boost: ['vegan', 'vegetarian'],
    avoid: ['juice-bar'],
  }),
  forCuisines(main('Juices & Smoothies|Smoothies|Juice Bar', 0.4, 2.5, JUICE_SMOOTHIES), { boost: ['juice-bar'] }),
  sec('Drinks', 0.3, 0.6, [
    '*Iced Tea; Unsweetened; 3.25',
    'Lemonade; Agave-sweetened; 3.95',
    'Sparkling Water;; 2.95',
    'Cold Brew;; 4.5',
  ]),
];
