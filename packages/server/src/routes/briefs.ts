import { acceptedAnswers, endpoints } from '@orisun/api';
import { insertBrief } from '../db/briefs.ts';
import { publicFormRoutes } from '../http/forms.ts';
import { currentLanguage } from '../http/language.ts';
import { briefMail } from '../mail/briefs.ts';
import { enqueueMail } from '../db/outbox.ts';

/**
 * `POST /submit-form`: the project brief. The row and the company's mail are stored in one
 * transaction, so a 200 means both are on disk; the mail itself goes out through the outbox. It keeps the request's
 * language (the page's), which staff see.
 */
export const briefRoutes = publicFormRoutes(endpoints.submitProjectBrief, {
  form: 'project-brief',
  store: async (tx, brief, { config }) => enqueueMail(tx, briefMail(config, brief, await insertBrief(tx, brief, currentLanguage()))),
  accepted: () => acceptedAnswers.projectBrief,
});
