/**
 * A US phone number as its ten digits, however it was written: "+17378800201", "737-880-0201", "(737) 880-0201",
 * "737.880.0201", "1 737 880 0201". Business match looks a phone up by these digits, and the restaurant search page
 * reads a query that is one as a phone number, so both programs must agree on what counts as one.
 */

/** Separators a written phone number may hold between its digit groups. */
const PHONE_TEXT = /^\+?[\d\s().-]+$/;

/**
 * The ten digits of a North American number (area code and number), or null when the text is not one: other
 * characters than digits and separators, or a count of digits other than 10 (or 11 starting with the country
 * code 1). Area codes and exchanges never start with 0 or 1, which keeps "1234567890" and zip-like runs out.
 */
/** A US number as people write it, "(737) 880-0201", from its E.164 form or its ten digits; other text as it is. */
export function formatUsPhone(phone: string): string {
  const m = /^(?:\+1)?(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : phone;
}

export function usPhoneDigits(text: string): string | null {
  const trimmed = text.trim();
  if (!PHONE_TEXT.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10 || !/^[2-9]\d{2}[2-9]/.test(digits)) return null;
  return digits;
}
