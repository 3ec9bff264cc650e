import { z } from 'zod';
import { emailField, requiredText } from './common.schemas.js';

export const heroSchema = z.object({
  name: requiredText(2, 80, 'Hero name must be at least 2 characters', 'Hero name'),
  element: z
    .string({ error: 'Please select an element' })
    .trim()
    .min(1, 'Please select an element')
    .max(40, 'Element must be at most 40 characters'),
  origin: requiredText(10, 4000, 'Origin story must be at least 10 characters', 'Origin story'),
});
export type HeroInput = z.input<typeof heroSchema>;

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
