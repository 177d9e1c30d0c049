/** A small fallback for runtimes without `Intl.supportedValuesOf` (older Safari). */
const FALLBACK_ZONES = [
  'UTC',
  'Europe/Berlin',
  'Europe/Vienna',
  'Europe/Zurich',
  'Europe/Paris',
  'Europe/Brussels',
  'Europe/Luxembourg',
  'Europe/London',
  'America/New_York',
];

/** The IANA time zones the browser knows, sorted, with UTC first. */
export function listTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : FALLBACK_ZONES;
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC').sort()];
}

/** Case-insensitive search anywhere in the zone, with `_` read as a space ("new york"). */
export function matchesTimeZone(zone: string, query: string): boolean {
  const normal = (text: string) => text.toLowerCase().replace(/_/g, ' ');
  return normal(zone).includes(normal(query.trim()));
}
