/**
 * The rowids of a JSON array of them, read straight into a typed array: as fast as JSON.parse, without a JavaScript
 * array of a broad word's every match to collect afterwards (so large an array lands in the large-object space, which
 * only a full collection empties, so each broad search grew the thread's heap until one ran).
 */
export function rowidsOf(json: string): Uint32Array {
  if (json === '[]') return new Uint32Array(0);
  let count = 1;
  for (let i = 0; i < json.length; i += 1) if (json.charCodeAt(i) === COMMA) count += 1;
  const rowids = new Uint32Array(count);
  let at = 0;
  let value = 0;
  for (let i = 1; i < json.length; i += 1) {
    const code = json.charCodeAt(i);
    if (code >= ZERO && code <= NINE) value = value * 10 + (code - ZERO);
    else if (code === COMMA || code === CLOSE) {
      rowids[at++] = value;
      value = 0;
    }
  }
  return rowids;
}

const [COMMA, CLOSE, ZERO, NINE] = [',', ']', '0', '9'].map((character) => character.charCodeAt(0)) as [
  number,
  number,
  number,
  number,
];

/** Whether ascending `rowids` hold `rowid`. */
export function holds(rowids: Uint32Array, rowid: number): boolean {
  const at = firstAtLeast(rowids, rowid);
  return at < rowids.length && rowids[at] === rowid;
}

/**
 * Where in ascending `rowids`, from `from` on, the first rowid of at least `rowid` is (their length if none is);
 * `to` when the caller knows it is before `to`.
 */
export function firstAtLeast(rowids: Uint32Array, rowid: number, from = 0, to = rowids.length): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (rowids[middle]! < rowid) low = middle + 1;
    else high = middle;
  }
  return low;
}
