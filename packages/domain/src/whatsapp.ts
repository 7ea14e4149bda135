// wa.me links: the number as WhatsApp wants it and the text encoded so every phone reads it back.
import { parsePhone } from './phone';
import { hasPhoneDigits } from './taking-orders';

/**
 * Digits of the merchant's WhatsApp number with its calling code, as wa.me wants them (no '+', spaces or
 * trunk '0'), or null when there is no number. The checkout stores national digits and the calling code
 * separately, as typed: a trunk 0 and Argentina's '15' are removed by reading the number with
 * libphonenumber, and an Argentine mobile gets its '9' after 54 (WhatsApp registers them as +54 9 …; a
 * number saved without it opens a chat with nobody).
 */
export function whatsappNumber(phoneArea: string, phone: string): string | null {
  if (!hasPhoneDigits(phoneArea, phone)) return null;
  const area = phoneArea.replace(/\D/g, '');
  const national = phone.replace(/\D/g, '');
  const candidates = [national, national.replace(/^0+/, '')];
  let digits = `${area}${national.replace(/^0+/, '')}`;
  for (const candidate of candidates) {
    const parsed = parsePhone(`+${area}${candidate}`);
    if (parsed.isValid && parsed.countryCode === `+${area}`) {
      digits = parsed.phoneNumber.replace(/\D/g, '');
      break;
    }
  }
  // Argentina: 54 + a 10-digit national number is the landline form; WhatsApp numbers are 54 9 + 10.
  if (/^54[1-8]\d{9}$/.test(digits)) digits = `549${digits.slice(2)}`;
  return digits;
}

/**
 * `https://wa.me/<digits>?text=<text>` with the text through encodeURIComponent: a space is `%20`, never
 * `+` (iOS's WhatsApp shows a `+` literally), and `&`, `#`, `?` or `=` in a product name cannot end the text.
 */
export function whatsappUrl(digits: string, text: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
