/**
 * Diets a restaurant promises by its name or cuisine ("Glow Vegan Café", a halal cart), and whether a dish keeps
 * that promise, read from the dish's own name and description as the dietary tags are. A vegan or vegetarian place
 * lists only dishes the dietary rule tags so (a dish whose text does not say what is in it breaks the promise); a
 * halal place lists no pork and no alcohol; a kosher place no pork, no shellfish and no dish of meat with dairy.
 * The builder checks every restaurant (`DietPromiseCheck`), so a menu that breaks its promise stops the build.
 */
import { dietaryContradictions, dietaryTags, inList, meatIn, phrases, without, wordSet } from './dietary.ts';
import { words } from '../search/tokens.ts';

export const DIETS = ['vegan', 'vegetarian', 'halal', 'kosher'] as const;
export type Diet = (typeof DIETS)[number];

/** Words of a name that promise a diet; a cuisine promises the diet of its own slug. */
const NAME_PROMISES: Readonly<Record<Diet, RegExp>> = {
  vegan: /\bvegan\b|\bplant[- ]based\b/i,
  vegetarian: /\bvegetarian\b|\bveggie\b/i,
  halal: /\bhalal\b/i,
  kosher: /\bkosher\b/i,
};

/** The diets a restaurant's name or cuisine tags promise. */
export function promisedDiets(name: string, cuisines: readonly string[]): Diet[] {
  return DIETS.filter((diet) => cuisines.includes(diet) || NAME_PROMISES[diet].test(name));
}

const PORK = wordSet(`pork bacon ham prosciutto pancetta guanciale lardons lard salami pepperoni chorizo soppressata
  sopressata capicola coppa mortadella nduja speck andouille tasso boudin kielbasa bratwurst carnitas pernil lechon
  cerdo cochinita pastor chicharron chashu tonkotsu spam longganisa tocino moo heo gelatin gelatine`);
const ALCOHOL = wordSet(`beer lager ale stout ipa pilsner porter wine sangria margarita mojito cocktail martini sake
  soju mimosa bellini spritz vodka gin rum tequila mezcal whiskey whisky bourbon brandy cognac liqueur prosecco
  champagne cider michelada tej marsala sherry amaretto limoncello kahlua`);
/** Drinks named after an alcoholic one that have none in them. */
const ALCOHOL_FREE = phrases('root beer|ginger beer|ginger ale|non alcoholic|alcohol free|birch beer');
const SHELLFISH = wordSet(`shellfish shrimp prawn camaron camarones gambas langostino crab lobster crawfish crayfish
  clam vongole oyster mussel moules scallop calamari calamares squid pulpo octopus conch abalone escargot seafood
  mariscos frutti uni`);
const DAIRY = wordSet(`cheese cheesy cheeseburger cheesesteak cheddar mozzarella parmesan parm parmigiano pecorino
  romano ricotta feta provolone brie gouda queso paneer halloumi cotija gruyere bleu swiss manchego
  gorgonzola fontina asiago burrata mascarpone labneh milk cream creamy creme crema butter buttermilk buttered yogurt
  yoghurt kefir ghee alfredo bechamel ranch tzatziki raita latte cappuccino milkshake shake lassi whey`);
const DAIRY_FREE = phrases(
  'peanut butter|almond butter|coconut milk|oat milk|almond milk|soy milk|cream soda|dairy free|vegan cheese|coconut cream',
);

/** The word (or words) of a dish that break `diet`, or null when the dish keeps it. */
export function dietBreaker(diet: Diet, name: string, description: string | null): string | null {
  if (diet === 'vegan' || diet === 'vegetarian') {
    if (dietaryTags(name, description).includes(diet)) return null;
    return dietaryContradictions(name, description, [diet])[0]?.word ?? 'no stated ingredients';
  }
  const text = words(`${name} ${description ?? ''}`);
  const pork = inList(text, PORK);
  if (diet === 'halal') return pork ?? inList(without(text, ALCOHOL_FREE), ALCOHOL);
  const meat = meatIn(text);
  const dairy = meat === null ? null : inList(without(text, DAIRY_FREE), DAIRY);
  const both = dairy === null ? null : dairy === meat ? meat : `${meat} with ${dairy}`;
  return pork ?? inList(text, SHELLFISH) ?? both;
}

/** Whether a dish keeps every one of `diets`. */
export const keepsDiets = (diets: readonly Diet[], name: string, description: string | null) =>
  diets.every((diet) => dietBreaker(diet, name, description) === null);

interface MenuOf {
  items: readonly { name: string; description: string | null }[];
}

/**
 * The builder's check of every restaurant as it is written: a dish that breaks a diet the restaurant's name or
 * cuisine promises stops the build (`finish`), naming the first few such dishes.
 */
export class DietPromiseCheck {
  private readonly wrong: string[] = [];
  private count = 0;

  restaurant(id: string, name: string, cuisines: readonly string[], sections: readonly MenuOf[]): void {
    const diets = promisedDiets(name, cuisines);
    if (diets.length === 0) return;
    for (const section of sections) {
      for (const item of section.items) {
        for (const diet of diets) {
          const word = dietBreaker(diet, item.name, item.description);
          if (word === null) continue;
          this.count += 1;
          if (this.wrong.length < 5) this.wrong.push(`${id} "${name}" (${diet}) lists "${item.name}": "${word}"`);
        }
      }
    }
  }

  finish(): void {
    if (this.count > 0) {
      throw new Error(
        `${this.count} dishes break a diet their restaurant's name or cuisine promises:\n  ${this.wrong.join('\n  ')}`,
      );
    }
  }
}
