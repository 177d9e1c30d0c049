/** Case-insensitive search anywhere in the zone, with `_` read as a space ("new york"). */
export function matchesTimeZone(zone: string, query: string): boolean {
  const normal = (text: string) => text.toLowerCase().replace(/_/g, ' ');
  return normal(zone).includes(normal(query.trim()));
}
