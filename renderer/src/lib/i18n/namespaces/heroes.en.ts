/** The hero list's reports and the hero form's refusal of a blocked submitter. */
export const heroes = {
  submitterBlocked:
    'The moderators have blocked new heroes from you. Contact us if you think this is a mistake.',
  report: 'Report',
  reportLabel: 'Report {{name}} to the moderators',
  reported: 'Reported',
  reportedText: 'Thank you: the moderators will take a look.',
  reportFailed: 'The report could not be sent. Please try again later.',
};
