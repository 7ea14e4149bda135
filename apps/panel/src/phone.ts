// The contract's `phone` is the national number in digits only (`phoneArea` holds the calling code).

/**
 * What the merchant typed as the contract's phone: digits only, and without the calling code when the
 * number was typed in international form ('+58 414-1234567' with '+58' → '4141234567').
 */
export function nationalDigits(typed: string, phoneArea: string): string {
  const digits = typed.replace(/\D/g, '');
  const area = phoneArea.replace(/\D/g, '');
  return typed.trim().startsWith('+') && area !== '' && digits.startsWith(area)
    ? digits.slice(area.length)
    : digits;
}
