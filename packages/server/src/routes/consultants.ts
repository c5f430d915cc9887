import { consultantApplicationMessages, endpoints } from '@orisun/api';
import { insertConsultantApplication, oneApplicationPerEmail } from '../db/consultants.ts';
import { publicFormRoutes } from '../http/forms.ts';
import { currentLanguage } from '../http/language.ts';
import { consultantApplicationMail } from '../mail/consultants.ts';
import { enqueueMail } from '../db/outbox.ts';

/**
 * `POST /api/consultant-applications`: an application to the Expert Network. The row and the
 * network's mail are stored in one transaction; a second application from the same e-mail address
 * (whatever its case) is refused with 409 by the unique index, so two at once cannot both get in. It keeps the
 * request's language (the page's), which staff see.
 */
export const consultantRoutes = publicFormRoutes(endpoints.submitConsultantApplication, {
  form: 'consultant-application',
  store: async (tx, application, { config }) =>
    enqueueMail(tx, consultantApplicationMail(config, application, await insertConsultantApplication(tx, application, currentLanguage()))),
  duplicate: { index: oneApplicationPerEmail, message: consultantApplicationMessages.duplicate },
  accepted: () => consultantApplicationMessages.accepted,
});
