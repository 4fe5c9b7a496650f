/** The dish × city matrix's size: what the route refuses beyond, and what the heatmap page lets a person pick. */
export const MAX_MATRIX_DISHES = 10;
export const MAX_MATRIX_CITIES = 20;
/**
 * A figure read from fewer items than this (priced menu items; restaurants, for a city's size) is flagged as rough
 * wherever it is shown: the heatmap, compared cities, the city picker's candidates.
 */
export const FEW_ITEMS = 30;
