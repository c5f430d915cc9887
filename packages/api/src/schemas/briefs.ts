import { z } from '../zod.ts';
import { saying } from '../messages/index.ts';
import { emailAddressSchema, honeypotSchema, requiredLine, requiredText } from './forms.ts';

/** The project types a brief can name (docs/product.md §5.8), in the order the form lists them. */
export const projectTypes = [
  'Custom Software Development',
  'B2B SaaS Solutions',
  'Mobile App Development',
  'IT Consulting and Strategy',
  'Digital Transformation',
  'Website & Web App Development',
] as const;
export type ProjectType = (typeof projectTypes)[number];

/** Longest project description accepted (about three pages of text). */
export const briefDetailsMaxLength = 5000;

/** `POST /submit-form`: the project brief from the home page's 'Complete Project Brief' dialog. */
export const projectBriefSchema = z.object({
  name: requiredLine('yourName', 100),
  email: emailAddressSchema,
  projectType: z.enum(projectTypes, saying((m) => m.chooseProjectType)),
  details: requiredText('projectDetails', briefDetailsMaxLength),
  website: honeypotSchema,
});
export type ProjectBriefInput = z.input<typeof projectBriefSchema>;
export type ProjectBrief = z.output<typeof projectBriefSchema>;
