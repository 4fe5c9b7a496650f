/** A place the results map marks: one per restaurant, in result order. */
export interface MapPoint {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  /** A line under the name in the marker's popup: rating, price, what matched. */
  detail: string;
  href: string;
}

/** The box a map shows, as the API's `within` takes it. */
export interface MapBox {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** Where the person is and how far around them the search reaches, as the API's `near` takes it. */
export interface MapPosition {
  latitude: number;
  longitude: number;
  radius_m: number;
}
