import { z } from 'zod';
import { HERO_ELEMENTS, type HeroElement } from '../enums.js';
import { emailField, requiredText } from './common.schemas.js';

/** Matches one of the form's elements, whatever its case, and returns its canonical spelling. */
const toHeroElement = (value: string): HeroElement | undefined =>
  HERO_ELEMENTS.find((element) => element.toLowerCase() === value.toLowerCase());

export const heroSchema = z.object({
  name: requiredText(2, 80, 'Hero name must be at least 2 characters', 'Hero name'),
  element: z
    .string({ error: 'Please select an element' })
    .trim()
    // An empty value matches no element either, so one rule gives the single message.
    .refine((value) => toHeroElement(value) !== undefined, 'Please select an element')
    .transform((value) => toHeroElement(value) ?? value),
  origin: requiredText(10, 4000, 'Origin story must be at least 10 characters', 'Origin story'),
});
export type HeroInput = z.input<typeof heroSchema>;
export type HeroBody = z.output<typeof heroSchema>;

export const newsletterSchema = z.object({ email: emailField() });
export type NewsletterInput = z.input<typeof newsletterSchema>;

export const preRegisterSchema = z.object({ email: emailField() });
export type PreRegisterInput = z.input<typeof preRegisterSchema>;

export const voteSchema = z.object({
  pollId: z.string({ error: 'Poll ID is required' }).trim().min(1, 'Poll ID is required').max(100),
  option: z
    .string({ error: 'Please select an option' })
    .trim()
    .min(1, 'Please select an option')
    .max(100),
});
export type VoteInput = z.input<typeof voteSchema>;
export type VoteBody = z.output<typeof voteSchema>;

/** A vote as the server recorded it. */
export interface VoteReceipt {
  pollId: string;
  option: string;
}

/** The address the newsletter or the store pre-registration recorded. */
export interface EmailSignup {
  email: string;
}

export interface Hero {
  id: string;
  name: string;
  element: string;
  origin: string;
  createdAt: string;
}

/** One row per option of a poll, with how many votes it has. */
export interface VoteTally {
  option: string;
  count: number;
}
