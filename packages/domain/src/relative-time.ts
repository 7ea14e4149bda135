const UNITS = [
  { word: 'día', seconds: 86_400 },
  { word: 'hora', seconds: 3_600 },
  { word: 'minuto', seconds: 60 },
] as const;

/**
 * Relative time of a notification (spec §2.9): 'Hace N segundo/minuto/hora/día' with an 's' when N
 * is not 1 ('Hace 1 minuto', 'Hace 3 días'). Uses the largest whole unit; days is the largest unit.
 * A date in the future or unreadable reads 'Hace 0 segundos'.
 */
export function relativeTime(
  date: Date | string | number,
  now: Date | number = Date.now(),
): string {
  const from = new Date(date).getTime();
  const to = new Date(now).getTime();
  const elapsed =
    Number.isNaN(from) || Number.isNaN(to) ? 0 : Math.max(0, Math.floor((to - from) / 1000));
  const unit = UNITS.find((u) => elapsed >= u.seconds);
  const count = unit ? Math.floor(elapsed / unit.seconds) : elapsed;
  const word = unit ? unit.word : 'segundo';
  return `Hace ${count} ${word}${count === 1 ? '' : 's'}`;
}
