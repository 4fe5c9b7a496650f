/** The first position in `sorted` (ascending by code unit) whose string is not before `word`: where a prefix's run starts. */
export function firstAtOrAfter(sorted: readonly string[], word: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}
