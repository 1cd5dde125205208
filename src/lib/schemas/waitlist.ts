import { z } from 'zod';
import { country, emailAddress, honeypot, language, personName } from './fields.ts';
import { regionIds } from '../regions.ts';

/** POST /api/email-signup (spec §3 "Waitlist signup", §5 "Waitlist"). */
export const waitlistSignupSchema = z.strictObject({
  firstName: personName('validation.firstNameRequired'),
  email: emailAddress,
  country,
  optedIn: z.literal(true, { error: 'validation.optInRequired' }),
  website: honeypot,
  /** The page's language and region; the server falls back to its own reading when absent. */
  language: language.optional(),
  region: z.enum([...regionIds, 'default']).optional(),
});
export type WaitlistSignup = z.infer<typeof waitlistSignupSchema>;
