/**
 * What a restaurant offers besides its menu, one vocabulary for the API's records, filter and facet, the catalog's
 * storage (one bit each where true) and the app's labels.
 */
export const SERVICE_ATTRIBUTES = ['delivery', 'takeout', 'dine_in', 'reservations'] as const;
export type ServiceAttribute = (typeof SERVICE_ATTRIBUTES)[number];

export const SERVICE_ATTRIBUTE_LABELS: Readonly<Record<ServiceAttribute, string>> = {
  delivery: 'Delivery',
  takeout: 'Takeout',
  dine_in: 'Dine-in',
  reservations: 'Reservations',
};

/** Attributes as bits (delivery 1, takeout 2, dine-in 4, reservations 8). */
export function serviceBits(attributes: readonly ServiceAttribute[]): number {
  return attributes.reduce((bits, name) => bits | (1 << SERVICE_ATTRIBUTES.indexOf(name)), 0);
}
