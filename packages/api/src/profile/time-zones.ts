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

/** IANA's geographic areas: `Area/Location`, as the time zone database names its zones. */
const IANA_AREA_NAME =
  /^(?:Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific)(?:\/[A-Za-z0-9_+-]+)+$/;

let supported: readonly string[] | null = null;

/** The IANA time zones the runtime knows, sorted, with UTC first (the form's choices). */
export function listTimeZones(): string[] {
  if (!supported) {
    const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
    const zones = intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : FALLBACK_ZONES;
    supported = ['UTC', ...zones.filter((zone) => zone !== 'UTC').sort()];
  }
  return [...supported];
}

/**
 * Whether a time zone is an IANA zone the app may save: one of the runtime's list, or (because
 * ICU versions differ in which alias they list, `Asia/Calcutta` or `Asia/Kolkata`) an exactly
 * spelled `Area/Location` name the runtime resolves. `Intl.DateTimeFormat` alone accepts far more
 * (`EST`, `europe/berlin`, `US/Pacific`), which the profile would then store as typed.
 */
export function isIanaTimeZone(zone: string): boolean {
  if (listTimeZones().includes(zone)) return true;
  if (!IANA_AREA_NAME.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
