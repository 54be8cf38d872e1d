// The zipcodes package ships no types; only the calls the services use are declared.
declare module 'zipcodes' {
  export interface ZipInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipInfo | undefined;
  const zipcodes: { lookup: typeof lookup };
  export default zipcodes;
}
