/**
 * The community's word filter: a submission naming a listed word (English or Arabic), or carrying
 * markup, is flagged so staff review it first. It flags, it never refuses: every hero is held for
 * review anyway, and a filter that refused would teach people to spell around it.
 */

/** Listed words, matched as whole words (after the normalisation below). */
const WORDS = new Set([
  // English
  'fuck',
  'fucking',
  'fucker',
  'shit',
  'bitch',
  'bastard',
  'cunt',
  'dick',
  'asshole',
  'whore',
  'slut',
  'nigger',
  'faggot',
  'retard',
  'porn',
  'rape',
  'nazi',
  // Arabic (normalised: ة as ه, alef forms as ا, ى as ي)
  'شرموط',
  'شرموطه',
  'قحبه',
  'عاهره',
  'منيوك',
  'متناك',
  'زب',
  'كس',
  'خول',
  'لوطي',
  'يلعن',
  'نيك',
]);

/** Listed phrases, matched inside the normalised text. */
const PHRASES = ['kill yourself', 'كس امك', 'ابن الكلب', 'ابن الحرام'];

/** Arabic prefixes a listed word may carry (and, the, and the, so, by). */
const ARABIC_PREFIXES = ['وال', 'ال', 'و', 'ف', 'ب'];

/** Lower case, Arabic diacritics and tatweel removed, letter variants unified. */
function normalised(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي');
}

const listed = (word: string) =>
  WORDS.has(word) ||
  ARABIC_PREFIXES.some((prefix) => word.startsWith(prefix) && WORDS.has(word.slice(prefix.length)));

/** Markup in a plain-text field: a tag, or a script URL. */
const MARKUP = /<\s*\/?\s*[a-z!][^>]*>|javascript\s*:/i;

/** Whether any of `texts` should go to staff first. */
export function needsReview(...texts: string[]): boolean {
  return texts.some((text) => {
    if (MARKUP.test(text)) return true;
    const plain = normalised(text);
    if (PHRASES.some((phrase) => plain.includes(phrase))) return true;
    return plain.split(/[^\p{L}\p{N}]+/u).some((word) => word && listed(word));
  });
}
