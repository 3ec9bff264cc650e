/** The page in front of a locked episode. */
export const episodeGate = {
  episodeNumber: 'Episode {{number}}',
  locked: 'Locked',
  whoReads: 'Who reads it when',
  andAbove: '{{tier}} and above',
  since: '{{who}} since {{date}}',
  from: '{{who}} from {{date}}',
  separator: '; ',
  backToComics: 'Back to Comics',
  signInToRemind: 'Sign in to be reminded when it unlocks',
} as const;
