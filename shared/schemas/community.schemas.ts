import { z } from 'zod';
import { HERO_ELEMENTS, HERO_STATUSES, VOTE_OPTIONS } from '../enums.js';
import { choiceField, emailField, requiredText } from './common.schemas.js';

export const SELECT_AN_OPTION = 'Please select an option';

export const heroSchema = z.object({
  name: requiredText(2, 80, 'Hero name must be at least 2 characters', 'Hero name'),
  element: choiceField(HERO_ELEMENTS, 'Please select an element'),
  origin: requiredText(10, 4000, 'Origin story must be at least 10 characters', 'Origin story'),
});
export type HeroInput = z.input<typeof heroSchema>;
export type HeroBody = z.output<typeof heroSchema>;

export const newsletterSchema = z.object({ email: emailField() });
export type NewsletterInput = z.input<typeof newsletterSchema>;

export const preRegisterSchema = z.object({ email: emailField() });
export type PreRegisterInput = z.input<typeof preRegisterSchema>;

export const voteSchema = z.object({
  pollId: requiredText(1, 100, 'Poll ID is required', 'Poll ID'),
  option: choiceField(VOTE_OPTIONS, SELECT_AN_OPTION),
});
export type VoteInput = z.input<typeof voteSchema>;
export type VoteBody = z.output<typeof voteSchema>;

/** Path parameter of GET /api/votes/{pollId}. */
export const pollParamsSchema = z.object({
  pollId: z.string().meta({ example: 'guardian-comic-poll' }),
});

/** A vote as the server recorded it. */
export const voteReceiptSchema = z.object({ pollId: z.string(), option: z.enum(VOTE_OPTIONS) });
export type VoteReceipt = z.infer<typeof voteReceiptSchema>;

/** What a sign-up to the newsletter or the store's "Notify Me" did (double opt-in). */
export const SIGNUP_STATUSES = [
  'confirmation-sent',
  'confirmation-resent',
  'already-subscribed',
] as const;
export type SignupStatus = (typeof SIGNUP_STATUSES)[number];

/** The address the newsletter or the store pre-registration recorded, and what was done. */
export const emailSignupSchema = z.object({
  email: z.string(),
  status: z.enum(SIGNUP_STATUSES).meta({
    description:
      'confirmation-sent: a confirmation link was mailed (new or ended sign-up); confirmation-resent: the address had not confirmed yet and the link was mailed again; already-subscribed: confirmed before, nothing sent',
  }),
});
export type EmailSignup = z.infer<typeof emailSignupSchema>;

/** The token of a link in a list's mail (confirm or unsubscribe). */
export const emailListTokenSchema = z.object({
  token: z
    .string({ error: 'Token is required' })
    .min(1, 'Token is required')
    .max(200, 'Token must be at most 200 characters')
    .regex(/^[\w.-]*$/, 'Token may contain only letters, digits, dots, dashes and underscores'),
});
export type EmailListToken = z.infer<typeof emailListTokenSchema>;

/** A list's sign-up after a confirm or unsubscribe link was used. */
export const emailListResultSchema = z.object({
  list: z.enum(['newsletter', 'store']),
  email: z.string(),
  subscribed: z.boolean(),
});
export type EmailListResult = z.infer<typeof emailListResultSchema>;

export const heroViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  element: z.string(),
  origin: z.string(),
  createdAt: z.string(),
});
export type Hero = z.infer<typeof heroViewSchema>;

/** One row per option of a poll, with how many votes it has. */
export const voteTallySchema = z.array(
  z.object({ option: z.enum(VOTE_OPTIONS), count: z.number().int() }),
);
export type VoteTally = z.infer<typeof voteTallySchema>[number];

/**
 * A hero as its submitter sees it (the answer to a submission, the profile's list): its state and,
 * when staff rejected or hid it, their reason.
 */
export const ownHeroSchema = heroViewSchema.extend({
  status: z.enum(HERO_STATUSES),
  reason: z.string().nullable(),
});
export type OwnHero = z.infer<typeof ownHeroSchema>;

/** Path parameter of a hero's own routes (e.g. POST /api/heroes/{id}/report). */
export const heroParamsSchema = z.object({
  id: z.uuid('Hero id must be a uuid').meta({ example: '2f1c6f8e-6a4b-4a53-9d38-1d2f0d3b7c11' }),
});

/** The answer (403) to a hero from a submitter staff blocked. */
export const SUBMITTER_BLOCKED =
  'The moderators have blocked new heroes from you. Contact us if you think this is a mistake.';

/** What a report did: the hero stays public until staff look at it. */
export const heroReportedSchema = z.object({ reported: z.literal(true) });

/** This voter's choice in a poll (an account's, or this browser's), null before voting. */
export const myVoteSchema = z.object({
  pollId: z.string(),
  option: z.enum(VOTE_OPTIONS).nullable(),
});
export type MyVote = z.infer<typeof myVoteSchema>;
