/**
 * Ids and slugs, the same whoever builds the catalog: the generator and every importer make a record's id from a
 * stable key, so the same source gives the same ids.
 */
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 62^4: four base62 characters are filled from one 32-bit word, so 12 characters carry ~71 bits. */
const BASE62_POW4 = 62 ** 4;

/** 128-bit string hash (cyrb128): four independent 32-bit lanes, enough for collision-free ids at 2M+ items. */
export function hash128(key: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < key.length; i++) {
    const k = key.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** `prefix` + "_" + 12 base62 characters taken from three 32-bit words of a 128-bit hash of `key`. */
export function makeId(prefix: string, key: string): string {
  const words = hash128(key);
  let out = `${prefix}_`;
  for (let w = 0; w < 3; w++) {
    let v = (words[w] as number) % BASE62_POW4;
    for (let i = 0; i < 4; i++) {
      out += BASE62[v % 62];
      v = Math.floor(v / 62);
    }
  }
  return out;
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/['’‘]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
