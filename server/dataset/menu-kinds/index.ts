/** Every menu kind's vocabulary, keyed by `MenuKind` (the compiler checks that none is missing). */
import type { MenuKind } from '../cuisine-type.ts';
import { AMERICAN, BURGERS } from './american.ts';
import { BAKERY, CAFE, DESSERT } from './cafe-bakery.ts';
import { CHINESE, DIMSUM } from './chinese.ts';
import { BREAKFAST, DINER } from './diner-breakfast.ts';
import { EUROPEAN, FRENCH, SPANISH } from './european.ts';
import { HAWAIIAN, INDIAN } from './indian-hawaiian.ts';
import { JAPANESE, KOREAN, RAMEN } from './japanese-korean.ts';
import { ETHIOPIAN, MEDITERRANEAN } from './mediterranean.ts';
import { LATIN } from './latin.ts';
import { MEXICAN, TAQUERIA } from './mexican.ts';
import { ITALIAN, PIZZA } from './pizza-italian.ts';
import { HEALTHY, SANDWICHES } from './sandwiches-healthy.ts';
import { SEAFOOD, STEAKHOUSE } from './seafood-steak.ts';
import { SEASIAN, THAI, VIETNAMESE } from './southeast-asian.ts';
import { BBQ, CHICKEN, SOUTHERN } from './southern.ts';
import { COMPOSED } from './composed.ts';
import type { KindVocab, SectionSpec } from './types.ts';

const HAND_WRITTEN: Readonly<Record<MenuKind, KindVocab>> = {
  pizza: PIZZA,
  italian: ITALIAN,
  mexican: MEXICAN,
  taqueria: TAQUERIA,
  latin: LATIN,
  chinese: CHINESE,
  dimsum: DIMSUM,
  japanese: JAPANESE,
  ramen: RAMEN,
  korean: KOREAN,
  thai: THAI,
  vietnamese: VIETNAMESE,
  indian: INDIAN,
  seasian: SEASIAN,
  hawaiian: HAWAIIAN,
  american: AMERICAN,
  burgers: BURGERS,
  diner: DINER,
  breakfast: BREAKFAST,
  bbq: BBQ,
  southern: SOUTHERN,
  chicken: CHICKEN,
  seafood: SEAFOOD,
  steakhouse: STEAKHOUSE,
  cafe: CAFE,
  bakery: BAKERY,
  sandwiches: SANDWICHES,
  mediterranean: MEDITERRANEAN,
  french: FRENCH,
  spanish: SPANISH,
  european: EUROPEAN,
  ethiopian: ETHIOPIAN,
  healthy: HEALTHY,
  dessert: DESSERT,
};

/** The hand-written lists with each kind's composed dishes added to the sections they name (by first title). */
export const VOCAB = {} as Record<MenuKind, KindVocab>;
for (const [kind, vocab] of Object.entries(HAND_WRITTEN) as Array<[MenuKind, KindVocab]>) {
  const firstTitle = (section: SectionSpec) => section.title.split('|')[0]!;
  const composed = COMPOSED[kind];
  for (const title of Object.keys(composed)) {
    if (!vocab.some((section) => firstTitle(section) === title)) {
      throw new Error(`Composed dishes of ${kind} go to a section "${title}" it does not have`);
    }
  }
  VOCAB[kind] = vocab.map((section) => {
    const lines = composed[firstTitle(section)];
    return lines ? { ...section, dishes: [...section.dishes, ...lines] } : section;
  });
}
