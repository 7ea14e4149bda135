/** First word of a user's name for the dashboard greeting, or null when there is no name (the UI then shows its welcome-back text). */
export function greetingName(name: string | null | undefined): string | null {
  const first = (name ?? '').trim().split(/\s+/)[0];
  return first ? first : null;
}
