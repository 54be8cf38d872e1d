/**
 * urql's document cache adds `__typename` to every selection, so objects read from a result carry
 * it. GraphQL input types have no such field: sending one back (a required item from a result as
 * a LatestItemSelected, a result's currentConfig as CurrentSelectedConfig) fails validation with
 * "Field __typename is not defined by type ...". Every variable goes through this before a request.
 */

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * A copy of `value` without any `__typename` key, at any depth (plain objects and arrays).
 * Other values (strings, numbers, dates, class instances) are returned as they are; the input is
 * never modified.
 */
export function stripTypename<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => stripTypename(item)) as T;
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key !== '__typename') copy[key] = stripTypename(field);
  }
  return copy as T;
}
