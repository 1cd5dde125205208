import { z } from 'zod';
import { emailAddress, honeypot, language, personName } from './fields.ts';

/** The topics a visitor can pick; their labels are `contact.topic.{topic}` in the dictionaries. */
export const contactTopics = ['general', 'feedback', 'partnership', 'press', 'privacy'] as const;
export type ContactTopic = (typeof contactTopics)[number];

export const contactMessageMaxLength = 5000;

/** POST /api/contact: the contact page's form. */
export const contactMessageSchema = z.strictObject({
  name: personName('validation.nameRequired'),
  email: emailAddress,
  topic: z.enum(contactTopics, { error: 'validation.topicRequired' }),
  message: z
    .string({ error: 'validation.messageRequired' })
    .trim()
    .min(10, { error: 'validation.messageRequired' })
    .max(contactMessageMaxLength, { error: 'validation.tooLong' }),
  website: honeypot,
  language: language.optional(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
