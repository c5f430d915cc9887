import { randomUUID } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import {
  acceptedAnswers,
  endpoints,
  said,
  issuesFromZodError,
  resumeFieldName,
  resumeMessages,
  teamApplicationFieldsSchema,
  type FieldIssue,
  type ResumeFileType,
  type TeamApplicationFields,
} from '@orisun/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertTeamApplication } from '../db/applications.ts';
import { endpointRoute } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';
import { acceptSubmission, publicFormRoute, type FormRoutesOptions } from '../http/forms.ts';
import { currentLanguage } from '../http/language.ts';
import { teamApplicationMail } from '../mail/applications.ts';
import { enqueueMail } from '../db/outbox.ts';
import { detectResumeType } from '../storage/resumes.ts';
import { displayFilename, keepUpload, removeUpload, sweepPartialUploads } from '../storage/uploads.ts';
import { receiveMultipart, type ReceivedFile } from '../http/uploads.ts';

const endpoint = endpoints.submitTeamApplication;
const resumeRule = endpoint.multipart.files[resumeFieldName];

/**
 * Limits of the multipart parser for this form: one file of at most 5 MB; a few text fields of at most
 * 20 KB each (5,000 characters of 4-byte UTF-8 fit; a longer value is cut there and then fails the schema).
 */
export const applicationMultipartLimits = {
  fileSize: resumeRule.maxBytes,
  files: 1,
  fields: 10,
  fieldSize: 20 * 1024,
  parts: 12,
  fieldNameSize: 100,
  headerPairs: 20,
} as const;

/** Where resumes are kept, under `DATA_DIR/uploads/`. */
export const resumesFolder = 'resumes';

/** Partial uploads older than this are leftovers of a crash, removed when the server starts. */
const stalePartialUploadMs = 24 * 60 * 60 * 1000;

interface ReceivedApplication {
  /** Text fields by name (the first value of each). */
  fields: Record<string, string>;
  resume: ReceivedFile | undefined;
  /** Problems found while reading (a field sent twice, an unexpected file). */
  issues: FieldIssue[];
}

const resumeFileRule = {
  field: resumeFieldName,
  otherFile: 'Only your resume can be attached.',
  tooLarge: resumeRule.tooLarge,
  tooMany: 'Attach one file only: your resume.',
};

/**
 * Reads the parts in whatever order they come (http/uploads.ts, shared with the desk's attachments): text fields
 * into memory, the resume streamed to a partial file, deleted on any failure.
 */
async function receiveApplication(request: FastifyRequest, dataDir: string): Promise<ReceivedApplication> {
  const { fields, files, issues } = await receiveMultipart(request, dataDir, resumeFileRule);
  return { fields, resume: files[0], issues };
}

/** Checks everything (fields, resume presence, size and content) and returns the application or the issues. */
async function checkApplication(
  received: ReceivedApplication,
): Promise<{ application: TeamApplicationFields; type: ResumeFileType } | { issues: FieldIssue[] }> {
  const issues = [...received.issues];
  const parsed = teamApplicationFieldsSchema.safeParse(received.fields);
  if (!parsed.success) issues.push(...issuesFromZodError(parsed.error));

  const { resume } = received;
  const fileLike = resume && { name: resume.filename ?? '', size: resume.partial.bytes, type: '' };
  let type: ResumeFileType | undefined;
  const problem = resumeRule.check(fileLike);
  if (problem) {
    issues.push({ path: resumeFieldName, message: problem });
  } else if (resume) {
    type = await detectResumeType(resume.partial.path, resume.filename);
    if (!type) issues.push({ path: resumeFieldName, message: resumeMessages.content });
  }
  if (issues.length > 0 || !parsed.success || !type) return { issues };
  return { application: parsed.data, type };
}

/**
 * `POST /submit_team-form`: a team application with its resume (multipart/form-data). The resume is
 * streamed to a partial file, checked (size by the parser, type by its content), then moved under
 * `DATA_DIR/uploads/resumes/` with a server-chosen name. The row and the careers mail (resume attached)
 * are stored in one transaction; if anything fails, the file is deleted, so no file is kept without its row.
 */
export const applicationRoutes: FastifyPluginAsyncZod<FormRoutesOptions> = async (app, options) => {
  const { config } = options;
  // Registered inside this plugin, so only this form accepts multipart bodies (and with these limits).
  await app.register(multipart, { limits: applicationMultipartLimits });

  const swept = await sweepPartialUploads(config.dataDir, stalePartialUploadMs);
  if (swept > 0) app.log.info({ count: swept }, 'removed partial uploads left by an earlier run');

  /** Checks and stores a received application (or drops it: the honeypot). Throws a 400 when invalid. */
  async function storeApplication(received: ReceivedApplication, request: FastifyRequest): Promise<void> {
    const checked = await checkApplication(received);
    if ('issues' in checked) throw new HttpError(400, said().invalidRequest, checked.issues);
    const { application, type } = checked;
    const partial = received.resume!.partial;
    const filename = displayFilename(received.resume!.filename, `resume${type.extension}`);
    // The page's language (staff see it), read before the transaction.
    const language = currentLanguage();
    await acceptSubmission(request, options, {
      form: 'team-application',
      honeypot: application.website,
      store: async (tx) => {
        const id = randomUUID();
        const resume = { path: await keepUpload(config.dataDir, partial, resumesFolder, id, type.extension), filename, mimeType: type.mimeType, bytes: partial.bytes };
        try {
          const row = await insertTeamApplication(tx, id, application, resume, language);
          await enqueueMail(tx, teamApplicationMail(config, application, resume, type, row));
        } catch (error) {
          // No row, no mail: the kept file would be an orphan.
          await removeUpload(path.join(config.dataDir, resume.path));
          throw error;
        }
      },
    });
  }

  app.route({
    ...endpointRoute(endpoint),
    config: publicFormRoute(config),
    handler: async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, 'Send the application as multipart/form-data, with the resume as a file.');
      }
      const received = await receiveApplication(request, config.dataDir);
      try {
        await storeApplication(received, request);
      } finally {
        // Refused, dropped or failed: the partial file goes (once kept, it was moved away and this is a no-op).
        if (received.resume) await removeUpload(received.resume.partial.path);
      }
      return reply.status(200).send({ message: acceptedAnswers.teamApplication });
    },
  });
};
