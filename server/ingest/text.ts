/**
 * Cleaning the free text of source files (names, descriptions, section titles, categories): scraped listings
 * carry HTML entities (`&amp;`), runs of spaces, tabs and line breaks, and leading or trailing blanks.
 */

/** The named entities scraped menus use; anything else is left as written. */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  reg: '®',
  trade: '™',
  copy: '©',
  deg: '°',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  eacute: 'é',
  egrave: 'è',
  aacute: 'á',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  ccedil: 'ç',
};

const ENTITY = /&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,8});/g;

/** Decodes the common HTML entities once (`&amp;amp;` becomes `&amp;`: double encoding is the source's text). */
function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    const usable = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return usable ? String.fromCodePoint(code) : whole;
  });
}

/** Something to do: an entity, a blank other than a single space, two blanks in a row, or a blank at either end. */
const UNTIDY = /&|[^\S ]|\s\s|^\s|\s$/;
const BLANKS = /\s+/g;

/** Entities decoded, every run of blanks (line breaks included) made one space, ends trimmed. */
export function cleanText(text: string): string {
  if (!UNTIDY.test(text)) return text;
  return decodeEntities(text).replace(BLANKS, ' ').trim();
}
