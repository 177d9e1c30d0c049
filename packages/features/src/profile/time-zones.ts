/**
 * German and French names of zone cities that differ from the English of the IANA ids, so an
 * owner finds "Europe/Vienna" by typing "Wien" or "Vienne" (owner trial 8 found nothing for
 * "Wien" or "Lissabon"). The cities of Europe's zones and the world's largest others.
 */
const cityNames: Readonly<Record<string, readonly string[]>> = {
  'Europe/Athens': ['Athen', 'Athènes'],
  'Europe/Belgrade': ['Belgrad'],
  'Europe/Brussels': ['Brüssel', 'Bruxelles'],
  'Europe/Bucharest': ['Bukarest', 'Bucarest'],
  'Europe/Chisinau': ['Kischinau', 'Chișinău'],
  'Europe/Copenhagen': ['Kopenhagen', 'Copenhague'],
  'Europe/Kyiv': ['Kiew', 'Kiev'],
  'Europe/Kiev': ['Kiew', 'Kiev'],
  'Europe/Lisbon': ['Lissabon', 'Lisbonne'],
  'Europe/London': ['Londres'],
  'Europe/Luxembourg': ['Luxemburg'],
  'Europe/Malta': ['Valletta', 'Malte'],
  'Europe/Moscow': ['Moskau', 'Moscou'],
  'Europe/Prague': ['Prag'],
  'Europe/Rome': ['Rom'],
  'Europe/Tirane': ['Tirana'],
  'Europe/Vatican': ['Vatikan', 'Vatican'],
  'Europe/Vienna': ['Wien', 'Vienne'],
  'Europe/Vilnius': ['Wilna'],
  'Europe/Warsaw': ['Warschau', 'Varsovie'],
  'Europe/Zurich': ['Zürich'],
  'Europe/Istanbul': ['Istanbul'],
  'Atlantic/Canary': ['Kanaren', 'Kanarische Inseln', 'Canaries'],
  'Africa/Algiers': ['Algier', 'Alger'],
  'Africa/Cairo': ['Kairo', 'Le Caire'],
  'America/Havana': ['Havanna', 'La Havane'],
  'America/Mexico_City': ['Mexiko-Stadt', 'Mexico'],
  'America/Sao_Paulo': ['São Paulo'],
  'Asia/Baghdad': ['Bagdad'],
  'Asia/Damascus': ['Damaskus', 'Damas'],
  'Asia/Beirut': ['Beyrouth'],
  'Asia/Kolkata': ['Kalkutta', 'Calcutta', 'Indien', 'Inde'],
  'Asia/Riyadh': ['Riad'],
  'Asia/Shanghai': ['Schanghai', 'Peking', 'Pékin', 'China', 'Chine'],
  'Asia/Singapore': ['Singapur', 'Singapour'],
  'Asia/Tehran': ['Teheran', 'Téhéran'],
  'Asia/Tokyo': ['Tokio'],
};

/**
 * Case-insensitive search anywhere in the zone, with `_` read as a space ("new york"), and in
 * the German and French names of its city ("wien" finds Europe/Vienna).
 */
export function matchesTimeZone(zone: string, query: string): boolean {
  const normal = (text: string) => text.toLowerCase().replace(/_/g, ' ');
  const wanted = normal(query.trim());
  return (
    normal(zone).includes(wanted) ||
    (cityNames[zone] ?? []).some((name) => normal(name).includes(wanted))
  );
}
