/** English the generated text needs beyond word lists. */

/**
 * "A" or "An" before a name, by its first sound as far as the spelling tells: An Oakland, An Arlington, An Upland,
 * but A Utica, A Union City (a "u" sounded "you" before one consonant and a vowel), A Eugene, A Honolulu.
 */
export function withArticle(name: string): string {
  const vowelSound = /^(?:[aio]|e(?!u)|u(?![b-df-hj-np-tv-z][aeiou]))/i.test(name);
  return `${vowelSound ? 'An' : 'A'} ${name}`;
}
