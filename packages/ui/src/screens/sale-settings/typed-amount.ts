import { moneyToCents, readDecimal } from '@panel/domain';

/**
 * An amount as a merchant types it — '1.500', '1500,50', '$ 30.000' — as the API writes it ('1500.00'),
 * read as the catalogue's import reads prices (@panel/domain's readDecimal). Text already in the API's
 * form stays as typed; text nothing reads is kept for the form's validation to point at.
 */
export function typedAmount(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '' || moneyToCents(trimmed) !== null) return trimmed;
  const reading = readDecimal(trimmed);
  return reading.ok ? reading.value : trimmed;
}
