/**
 * A stable code for every validation rule and refusal message the API and the forms share, so a
 * client can show the message in any language while the English text stays the specification's.
 * The code is read from the English message itself (one home for each rule: the schemas).
 */
const RULES = [
  ['email_required', /^Email is required$/],
  ['email_invalid', /^Please enter a valid email address$/],
  ['password_required', /^Password is required$/],
  ['password_too_short', /^Password must be at least (?<min>\d+) characters long\.$/],
  ['password_mismatch', /^Passwords do not match\. Please check and try again\.$/],
  [
    'username_characters',
    /^Username may contain only letters, digits, dots, dashes and underscores$/,
  ],
  ['name_too_short', /^Name must be at least (?<min>\d+) characters$/],
  ['hero_name_too_short', /^Hero name must be at least (?<min>\d+) characters$/],
  ['origin_too_short', /^Origin story must be at least (?<min>\d+) characters$/],
  ['element_required', /^Please select an element$/],
  ['option_required', /^Please select an option$/],
  ['industry_required', /^Please choose an industry$/],
  ['company_name_required', /^Company name is required$/],
  ['contact_name_required', /^Contact name is required$/],
  ['company_description_required', /^Company description is required$/],
  ['website_invalid', /^Website must be a valid URL$/],
  ['course_required', /^Course is required$/],
  ['required', /^(?<field>.+) is required$/],
  ['choice_invalid', /^Please choose a valid (?<field>.+)$/],
  ['too_long', /^(?<field>.+) must be at most (?<max>\d+) characters$/],
  ['not_text', /^(?<field>.+) must be text$/],
  ['not_number', /^(?<field>.+) must be a number$/],
  ['not_whole_number', /^(?<field>.+) must be a whole number$/],
  ['too_small', /^(?<field>.+) must be at least (?<min>\d+)$/],
  ['too_large', /^(?<field>.+) must be at most (?<max>\d+)$/],
  ['nul_character', /^Must not contain NUL characters$/],
  ['body_not_object', /^Request body must be a JSON object$/],
  ['body_too_deep', /^Request body is nested too deeply$/],
  ['email_taken', /^An account with this email already exists$/],
  ['username_taken', /^This username is taken$/],
  ['invalid_credentials', /^Invalid email or password$/],
  ['not_signed_in', /^Not signed in$/],
  ['password_common', /^This password is too common\. Choose one that is harder to guess\.$/],
  ['password_incorrect', /^Current password is incorrect$/],
  ['password_wrong', /^Password is incorrect$/],
  ['passkey_not_verified', /^The passkey could not be verified/],
  ['passkey_expired', /^The passkey request has expired or was already used; please try again$/],
  ['passkey_unknown', /^This passkey is not registered with any account$/],
  ['upload_missing', /^(?<field>.+) is not an uploaded file \(upload it again\)$/],
] as const satisfies readonly (readonly [string, RegExp])[];

export type ValidationCode = (typeof RULES)[number][0] | 'invalid';

export const VALIDATION_CODES: readonly ValidationCode[] = [
  ...RULES.map(([code]) => code),
  'invalid',
];

export interface CodedMessage {
  code: ValidationCode;
  /** The values the message names (a field's label, a limit). */
  params: { field?: string; min?: string; max?: string };
}

/** The code of an English message, with what it names; `invalid` for a message not listed. */
export function validationCode(message: string): CodedMessage {
  for (const [code, pattern] of RULES) {
    const match = pattern.exec(message);
    if (match) return { code, params: { ...match.groups } };
  }
  return { code: 'invalid', params: {} };
}
