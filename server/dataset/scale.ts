/**
 * How large a sample the generator may make, as a scale of the specification's size (1). The largest is a little
 * more than the whole country's restaurants, so one node can be tried at the size of the market it would serve
 * (docs/sample-data.md). A module of its own because the server's configuration reads it, and the generator is
 * imported only for a build.
 */
export const MOST_DATASET_SCALE = 6;

export function isDatasetScale(scale: number): boolean {
  return scale > 0 && scale <= MOST_DATASET_SCALE;
}
