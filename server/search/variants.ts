/**
 * What US diners mean by a word when the menus write it differently. Data, not code: add a form when users search
 * one the menus spell otherwise. Forms are normalised words (space-separated, singular; a form may span several
 * words); the analyser adds their plurals itself and searches them at the cost of a variant, after exact matches.
 */

/** Equivalent spellings and names: any form finds every other form of its group. */
export const VARIANT_GROUPS: readonly (readonly string[])[] = [
  ['bbq', 'barbecue', 'barbeque', 'bar b q', 'bar b que'],
  ['donut', 'doughnut'],
  ['kebab', 'kabob', 'kebob', 'kabab'],
  ['omelet', 'omelette'],
  ['shrimp', 'prawn'],
  ['gyro', 'gyros'],
  ['hot dog', 'hotdog', 'frankfurter', 'wiener'],
  ['burger', 'hamburger'],
  ['cheeseburger', 'cheese burger'],
  ['mac cheese', 'mac and cheese', 'macaroni cheese', 'macaroni and cheese', 'mac n cheese'],
  ['fries', 'french fries', 'frites'],
  ['sub', 'hoagie', 'grinder', 'submarine sandwich'],
  ['cheesesteak', 'cheese steak', 'philly steak'],
  ['yogurt', 'yoghurt', 'froyo'],
  ['chili', 'chilli'],
  ['taqueria', 'taco shop'],
  ['pizzeria', 'pizza'],
  ['steakhouse', 'steak house'],
  ['boba', 'bubble tea', 'milk tea'],
  ['pancake', 'flapjack', 'hotcake'],
  ['tex mex', 'texmex'],
  ['stir fry', 'stir fried'],
  ['falafel', 'felafel'],
  ['hummus', 'houmous', 'hummous'],
  ['kimchi', 'kimchee'],
  ['tzatziki', 'tsatsiki'],
  ['teriyaki', 'teriaki'],
  ['dumpling', 'potsticker', 'gyoza'],
  ['crawfish', 'crayfish', 'crawdad'],
  ['po boy', 'poboy'],
  ['cafe', 'coffee shop', 'coffeehouse', 'coffee house'],
  ['deli', 'delicatessen'],
  ['bakery', 'bakeshop', 'patisserie'],
  ['sandwich', 'sammich'],
  ['vegetarian', 'veggie'],
  ['gluten free', 'gf'],
  ['ice cream', 'gelato'],
  ['soda', 'soft drink'],
];

/** A general word and the specific things it stands for on menus (one way: "noodles" finds ramen, not back). */
export const NARROWER: Readonly<Record<string, readonly string[]>> = {
  noodle: ['ramen', 'udon', 'soba', 'pho', 'lo mein', 'chow mein', 'pad thai', 'spaghetti', 'lasagna', 'linguine'],
  seafood: ['fish', 'shrimp', 'crab', 'lobster', 'oyster', 'clam', 'scallop', 'salmon', 'tuna', 'calamari'],
  dessert: ['cake', 'pie', 'cheesecake', 'brownie', 'cookie', 'ice cream', 'gelato', 'tiramisu', 'cannoli', 'flan'],
  coffee: ['espresso', 'latte', 'cappuccino', 'americano', 'mocha', 'cold brew'],
  tea: ['chai', 'matcha', 'boba'],
  sushi: ['sashimi', 'maki', 'nigiri'],
  breakfast: ['brunch', 'pancake', 'waffle', 'omelet', 'eggs benedict', 'french toast'],
  brunch: ['breakfast'],
  vegan: ['vegetarian', 'plant based', 'tofu'],
  vegetarian: ['vegan', 'veggie', 'tofu'],
  beer: ['brewery', 'brewpub', 'ale', 'lager', 'ipa'],
  wine: ['winery', 'wine bar'],
  dumpling: ['dim sum', 'bao', 'xiao long bao', 'momo'],
  cajun: ['creole', 'jambalaya', 'gumbo', 'etouffee', 'crawfish'],
  soul: ['fried chicken', 'collard', 'cornbread', 'catfish'],
  salad: ['caesar', 'cobb'],
  sandwich: ['sub', 'hoagie', 'panini', 'po boy', 'club', 'blt', 'reuben', 'cheesesteak'],
  diner: ['american', 'breakfast'],
};
