import { z } from '../zod.ts';
import { saying } from '../messages/index.ts';
import { officeIds, type OfficeId } from '../company/offices.ts';
import { emailAddressSchema, honeypotSchema, requiredLine, requiredText } from './forms.ts';

/** The offices a contact message can go to: every office of the company (spec: 1 Lagos, 2 Ogbomosho, 3 Cotonou). */
export const contactOfficeIds = officeIds;
export type ContactOfficeId = OfficeId;

/** `POST /contact`: a message from the contact page to the office the visitor chose. */
export const contactMessageSchema = z.object({
  name: requiredLine('yourName', 100),
  email: emailAddressSchema,
  message: requiredText('yourMessage', 5000),
  // One literal of several values: a single issue with this sentence (a union's nested issues would
  // put "expected 1" on the form through react-hook-form's resolver).
  office: z.literal(contactOfficeIds, saying((m) => m.chooseOffice)),
  website: honeypotSchema,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
