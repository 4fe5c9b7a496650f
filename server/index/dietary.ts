/**
 * Dietary facts of a dish, read from what its name and description say it is made of. A tag is a claim a person
 * relies on, so the rule is conservative: a dish is vegetarian only when nothing in its text is meat, fish or
 * seafood, the stocks, sauces and fats made of them included (dashi, fish sauce, Worcestershire, lard, gelatin), vegan
 * only when it is vegetarian and nothing is dairy, egg, whey or honey, gluten free only when nothing is wheat, bread, pasta, batter or soy sauce; and a dish whose text does not say what
 * is in it ("Combination Plate", "Chef's Special") gets no tag at all. The builder checks every item's tags against
 * the same word lists (`dietaryContradictions`), so a tag that came from elsewhere (an imported dataset) and
 * contradicts its dish's text stops the build.
 */
import type Database from 'better-sqlite3';
import { DIETARY_TAGS, dietaryBits, dietaryOfBits, type DietaryTag } from '../../rules/dietary.ts';
import { inflections } from '../../rules/inflection.ts';
import { words } from '../search/tokens.ts';

const MEAT = `beef beefy steak ribeye sirloin brisket pork bacon ham prosciutto pancetta salami pepperoni sausage
  chorizo bratwurst brat kielbasa frank wiener wurst hotdog dog coney pastrami chicken pollo gallina turkey duck goose
  lamb mutton veal goat venison bison boar elk rabbit quail hen bird alligator frog rib wing drumstick thigh breast leg
  quarter tender nugget strip meat meaty meatball meatloaf burger cheeseburger hamburger slider carnitas barbacoa
  pastor asada carne cerdo birria suadero lengua tripe tripa cabeza buche campechano alambre arrachera milanesa menudo
  pozole cochinita pibil machaca cecina tinga flauta taquito tamal tamale revuelta gyro shawarma doner kebab kabob shish
  patty kofta kafta kofte kibbeh lahmacun moussaka pastitsio souvlaki keema nihari haleem rogan seekh tikka tandoori jerky
  liver oxtail marrow chicharron pate terrine rillettes confit foie tartare carpaccio bulgogi galbi kalbi bibimbap
  japchae tteokbokki kimbap mandu gukbap soondubu jjigae katsu tonkatsu katsudon gyudon karaage yakitori yakisoba
  chashu tonkotsu kalua laulau spam musubi moco lechon tocino longganisa silog adobo sisig pancit lumpia sinigang kare
  rendang satay larb gravy broth lard gelatin pho ramen wonton hoanh thit heo bo ga cha gio nuong tieu siu shumai gow
  xiao mapo gai moo tso pu jambalaya gumbo etouffee boudin andouille tasso po muffuletta cacciatore marsala piccata
  francese scarpariello saltimbocca carbonara bolognese amatriciana guanciale nduja mortadella soppressata coppa
  capicola bresaola speck vitello osso polpette bourguignon coq cassoulet stroganoff goulash sauerbraten schnitzel
  bangers lardons lorraine croque monsieur madame club blt cobb cuban cubano medianoche benedict denver western philly
  cheesesteak filet mignon tenderloin porterhouse chuck flank skirt hanger wagyu angus kobe tri pulled picadillo vieja
  vaca churrasco bistec picanha feijoada coxinha anticuchos lomo saltado mofongo pastelon pernil griot pelau jerk suya
  tibs kitfo doro gored sambusa empanada paella cioppino bouillabaisse poutine schmaltz tallow suet stock bouillon
  consomme gelatine marshmallow gummy`;
const FISH = `fish fishcake shellfish salmon tuna cod tilapia halibut trout catfish snapper mahi swordfish bass
  sardine anchovy herring mackerel eel unagi roe caviar ikura tobiko masago uni hamachi yellowtail toro ahi naruto
  kamaboko furikake ponzu shrimp prawn camaron camarones gambas langostino crab lobster crawfish crayfish clam vongole
  oyster mussel moules scallop calamari calamares squid pulpo octopus conch abalone escargot seafood mariscos frutti
  ceviche tiradito poke sashimi nigiri sushi bonito katsuobushi dashi surimi lox chowder caesar worcestershire
  puttanesca nicoise rangoon pescado boquerones catch sole meuniere whiting redfish rockfish grouper branzino walleye
  perch pike flounder haddock pollock monkfish saltfish escovitch takoyaki okonomiyaki kimchi sambal laksa nuoc panang
  massaman drunken som soi kra agedashi hondashi bottarga colatura garum bagoong patis belacan clamato michelada`;
const FISH_PHRASES = [
  'fish sauce',
  'oyster sauce',
  'shrimp paste',
  'nam pla',
  'pad thai',
  'tom yum',
  'tom kha',
  'see ew',
  'miso soup',
  'egg roll',
  'banh mi',
  'banh xeo',
  'dan dan',
  'burnt ends',
  'xo sauce',
  'demi glace',
  'french onion soup',
  'matzo ball',
  'matzah ball',
  'panna cotta',
  'bloody mary',
  'green curry',
  'red curry',
  'yellow curry',
  'jungle curry',
  'khao soi',
];
const ANIMAL = `cheese cheesy cheddar mozzarella parmesan parm parmigiano pecorino romano ricotta feta provolone brie
  gouda queso paneer halloumi cacio cotija gruyere bleu manchego gorgonzola fontina asiago burrata stracciatella mascarpone
  labneh milk cream creamy creme crema butter buttermilk buttered yogurt yoghurt kefir ayran ghee custard pudding
  gelato froyo sundae scoop cone float blizzard whipped latte cappuccino mocha macchiato breve cortado affogato frappe
  milkshake shake condensed evaporated leche horchata champurrado atole lassi kulfi kheer malai rasmalai gulab
  alfredo bechamel ranch mayo mayonnaise aioli alioli remoulade comeback egg yolk omelet omelette frittata quiche
  scramble huevos rancheros gyeran tamago deviled shakshuka florentine honey meringue hollandaise tzatziki raita
  cheesecake brioche challah pancake waffle crepe tiramisu flan brulee panna cannoli mac lasagna caramel fudge toffee
  chocolate cake cupcake cookie brownie muffin croissant donut doughnut cruller concha danish strudel turnover kouign
  biscuit scone cornbread macaron zeppole beignet baklava galaktoboureko loukoumades kunafa spanakopita saganaki pizza
  calzone pastry pie tart naan paratha quesadilla nacho enchilada suizas chilaquiles elote esquites fondue gratin
  dauphinois pesto spaetzle gnocchi tortellini ravioli saag korma makhani whey casein`;
const GLUTEN = `bread breadcrumb breadstick bun roll wheat flour noodle pasta spaghetti linguine fettuccine penne
  rigatoni ziti pappardelle ravioli tortellini lasagna macaroni mac gnocchi spaetzle orzo couscous bulgur tabbouleh
  pizza crust crusted calzone stromboli flatbread pita lavash laffa naan kulcha bhatura puri roti paratha injera
  tortilla burrito chimichanga quesadilla torta cemita pambazo bolillo wrap sandwich sub hoagie hero grinder panini
  muffuletta melt reuben club blt cheesesteak philly croque monsieur benedict burger cheeseburger hamburger slider
  hotdog dog coney po boy toast crostini bruschetta crouton caesar fattoush bagel croissant muffin biscuit scone
  cornbread pancake waffle crepe cake cupcake cookie oreo wafer brownie pie pastry phyllo danish strudel donut doughnut
  dough knot sopapilla bunuelo churro concha zeppole baklava cannoli tiramisu cheesecake tart cobbler crumble granola
  oat cracker pretzel dumpling wonton gyoza potsticker momo bao pao shumai gow rangoon empanada samosa udon ramen soba
  yakisoba pancit seitan beer lager ale stout ipa pilsner guinness malt barley rye multigrain battered breaded batter
  panko tempura fried crispy nugget tender katsu tonkatsu karaage schnitzel teriyaki soy shoyu ponzu hoisin gochujang
  bulgogi galbi tso kung szechuan hunan cantonese mongolian gravy roux bisque smothered stuffing meatball meatloaf
  stroganoff pierogi knish focaccia ciabatta baguette sourdough brioche challah puppies gyro chow matzo matzah farro
  spelt semolina durum freekeh kamut`;
const GLUTEN_PHRASES = [
  'soy sauce',
  'oyster sauce',
  'brown sauce',
  'black bean sauce',
  'hot dog',
  'egg roll',
  'lo mein',
  'banh mi',
];
/** Words that say the text does not tell what is in the dish. */
const UNSPECIFIED = 'combo combination platter special sampler assorted choice chef house feast family';
/** Phrases in which a word above means its meatless, animal-free or wheatless kind, per list they are exempt from. */
const MEATLESS = `veggie burger|veggie patty|plant based patty|black bean patty|black bean burger|impossible burger|beyond burger|vegetable broth|veggie broth|vegetable stock|veggie stock|mushroom stock|kombu dashi|vegetable pho
  |tofu pho|vegetable ramen|veggie ramen|vegetable dumpling|veggie dumpling|vegetable wonton|vegan burger|walnut meat
  |cauliflower wing`;
const ANIMAL_FREE = `peanut butter|almond butter|coconut milk|oat milk|almond milk|soy milk|cream soda|dairy free|egg free
  |vegan cheese|coconut cream|cashew cheese|cashew crema|vegan mac cheese|vegan mac and cheese|vegan mayo|tofu scramble`;
const WHEATLESS = `rice noodle|corn tortilla|gluten free|rice paper roll|gluten free pasta|gluten free penne
  |gluten free spaghetti|gluten free pizza|gluten free pizza crust|gluten free crust|gluten free bun|gluten free bread
  |cauliflower crust|cauliflower crust pizza`;

/** A word list with each word's singular and plural. */
export function wordSet(list: string): ReadonlySet<string> {
  const all = list.split(/\s+/).filter(Boolean);
  return new Set(all.flatMap((word) => [word, ...inflections(word)]));
}
const phraseList = (phrases: readonly string[]) => phrases.map((phrase) => words(phrase));

/** A phrase as the forms each of its words may take (singular or plural). */
type Phrase = readonly ReadonlySet<string>[];

/**
 * Exempt phrases, worked out once: as the forms each of their words may take, and found by the forms of their first
 * word, so that a dish's text is scanned once, not once per phrase.
 */
export function phrases(list: string): ReadonlyMap<string, Phrase[]> {
  const byFirstWord = new Map<string, Phrase[]>();
  for (const text of list.split('|')) {
    const phrase = words(text).map((word) => new Set([word, ...inflections(word)]));
    for (const form of phrase[0]!) byFirstWord.set(form, [...(byFirstWord.get(form) ?? []), phrase]);
  }
  return byFirstWord;
}
const MEAT_WORDS = wordSet(MEAT);
const FISH_WORDS = wordSet(FISH);
const ANIMAL_WORDS = wordSet(ANIMAL);
const GLUTEN_WORDS = wordSet(GLUTEN);
const UNSPECIFIED_WORDS = wordSet(UNSPECIFIED);
const FISH_PHRASE_WORDS = phraseList(FISH_PHRASES);
const GLUTEN_PHRASE_WORDS = phraseList(GLUTEN_PHRASES);
const EXEMPT = { meat: phrases(MEATLESS), animal: phrases(ANIMAL_FREE), gluten: phrases(WHEATLESS) };

/** The text's words, with those of any of `exempt` phrases (singular or plural) blanked. */
export function without(text: readonly string[], exempt: ReadonlyMap<string, Phrase[]>): readonly string[] {
  let kept: string[] | undefined;
  text.forEach((word, start) => {
    for (const phrase of exempt.get(word) ?? []) {
      const fits = start + phrase.length <= text.length;
      if (fits && phrase.every((forms, offset) => forms.has(text[start + offset]!))) {
        (kept ??= [...text]).fill('', start, start + phrase.length);
      }
    }
  });
  return kept ?? text;
}

function hasPhrase(text: readonly string[], phrases: readonly string[][]): string | null {
  for (const phrase of phrases) {
    for (let start = 0; start + phrase.length <= text.length; start += 1) {
      if (phrase.every((word, offset) => text[start + offset] === word)) return phrase.join(' ');
    }
  }
  return null;
}

export const inList = (words: readonly string[], list: ReadonlySet<string>) =>
  words.find((word) => list.has(word)) ?? null;

/** The first word of the text that names meat (not fish), meatless phrases ("veggie burger") aside, or null. */
export const meatIn = (text: readonly string[]) => inList(without(text, EXEMPT.meat), MEAT_WORDS);

/** For each tag, the first word (or phrase) of the dish that rules it out, or null when nothing does. */
function ruledOut(text: readonly string[]): Record<DietaryTag, string | null> {
  const meatless = without(text, EXEMPT.meat);
  const meatOrFish = meatIn(text) ?? inList(meatless, FISH_WORDS) ?? hasPhrase(meatless, FISH_PHRASE_WORDS);
  const wheatless = without(text, EXEMPT.gluten);
  return {
    vegetarian: meatOrFish,
    vegan: meatOrFish ?? inList(without(text, EXEMPT.animal), ANIMAL_WORDS),
    gluten_free: inList(wheatless, GLUTEN_WORDS) ?? hasPhrase(wheatless, GLUTEN_PHRASE_WORDS),
  };
}

/** The tags a dish earns from its name and description. */
export function dietaryTags(name: string, description: string | null): DietaryTag[] {
  const text = words(`${name} ${description ?? ''}`);
  if (text.some((word) => UNSPECIFIED_WORDS.has(word))) return [];
  const ruledOutBy = ruledOut(text);
  return DIETARY_TAGS.filter((tag) => ruledOutBy[tag] === null);
}

/** Each of `tags` that the dish's own text contradicts, with the word that does. */
export function dietaryContradictions(
  name: string,
  description: string | null,
  tags: readonly DietaryTag[],
): { tag: DietaryTag; word: string }[] {
  const ruledOutBy = ruledOut(words(`${name} ${description ?? ''}`));
  return tags.flatMap((tag) => {
    const word = ruledOutBy[tag];
    return word === null ? [] : [{ tag, word }];
  });
}

/**
 * Dish texts a cache keeps before it starts afresh: room for every dish chains repeat, while the one-off dishes of
 * millions of real menu rows would otherwise hold hundreds of megabytes.
 */
const DISHES_KEPT = 250_000;

/**
 * Tags by dish text, worked out once: a chain repeats its menu across hundreds of restaurants. Keyed by name, then
 * description, so that a lookup joins no strings, which a key of both would do for every item.
 */
export class DietaryCache {
  private readonly known = new Map<string, Map<string, number>>();
  private size = 0;

  bits(name: string, description: string | null): number {
    const text = description ?? '';
    let bits = this.known.get(name)?.get(text);
    if (bits === undefined) {
      bits = dietaryBits(dietaryTags(name, description));
      if (this.size === DISHES_KEPT) {
        this.known.clear();
        this.size = 0;
      }
      let byDescription = this.known.get(name);
      if (!byDescription) this.known.set(name, (byDescription = new Map()));
      byDescription.set(text, bits);
      this.size += 1;
    }
    return bits;
  }
}

/**
 * The builder's check of every stored item, a range of rowids at a time as they are written: a tag its own name or
 * description contradicts stops the build (`finish`), naming the first few such items. An item without tags claims
 * nothing, so it is not read; an item whose text and tags were already found consistent is not checked again.
 */
export class DietaryCheck {
  private readonly select: Database.Statement<[number, number], [string, string, string | null, number]>;
  private readonly checked = new Set<string>();
  private readonly wrong: string[] = [];
  private count = 0;

  constructor(db: Database.Database) {
    this.select = db
      .prepare<[number, number], [string, string, string | null, number]>(
        'SELECT id, name, description, dietary FROM items WHERE rowid BETWEEN ? AND ? AND dietary != 0',
      )
      .raw();
  }

  items(first: number, last: number): void {
    for (const [id, name, description, bits] of this.select.iterate(first, last)) {
      const key = `${bits}\n${name}\n${description ?? ''}`;
      if (this.checked.has(key)) continue;
      const contradictions = dietaryContradictions(name, description, dietaryOfBits(bits));
      if (contradictions.length === 0) {
        if (this.checked.size === DISHES_KEPT) this.checked.clear();
        this.checked.add(key);
        continue;
      }
      this.count += 1;
      if (this.wrong.length < 5) {
        const why = contradictions.map(({ tag, word }) => `${tag} but "${word}"`).join(', ');
        this.wrong.push(`${id} "${name}": ${why}`);
      }
    }
  }

  finish(): void {
    if (this.count > 0) {
      throw new Error(
        `${this.count} menu items carry a dietary tag their own text contradicts:\n  ${this.wrong.join('\n  ')}`,
      );
    }
  }
}
