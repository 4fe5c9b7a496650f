/** The dish × city matrix's size: what the route refuses beyond, and what the heatmap page lets a person pick. */
export const MAX_MATRIX_DISHES = 10;
export const MAX_MATRIX_CITIES = 20;
/** A figure read from fewer priced items than this is flagged as rough where the heatmap shows it. */
export const FEW_ITEMS = 30;
