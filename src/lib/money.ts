/** Money and number formatting (en-US, dollars). */
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const integer = new Intl.NumberFormat('en-US');

/** 12.5 → "$12.50"; a null price shows its price_text ("Market price") or a dash. */
export function formatPrice(price: number | null | undefined, priceText?: string | null): string {
  if (typeof price === 'number' && Number.isFinite(price)) return dollars.format(price);
  if (priceText && priceText.trim()) return priceText.trim();
  return '—';
}

export function formatCount(n: number): string {
  return integer.format(n);
}

export function formatPercent(share: number, digits = 1): string {
  return `${(share * 100).toFixed(digits)}%`;
}

/** "neapolitan-pizza" → "Neapolitan pizza" */
export function cuisineLabel(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
