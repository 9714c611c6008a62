/** A query string's values; one that is null, undefined or "" is left out. */
type QueryValues = Record<string, string | number | null | undefined>;

/** `path` with the values that are set as its query string, in their order; with none, the path alone (no "?"). */
export function hrefWithQuery(path: string, values: QueryValues): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== null && value !== undefined && value !== "") params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
