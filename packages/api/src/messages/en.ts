import { ticketAttachmentMaxFiles } from '../schemas/ticketAttachmentLimits.ts';
import { consultantMaximumExpertise, consultantMaximumRateUsd, consultantMinimumRateUsd } from '../company/consultantRules.ts';

/**
 * The API's sentences in English: what a 400 says of each field (the contract's schemas, checked by the form and by the
 * server alike), and the sentences of the server's refusals. A `label` is how a message names its field ("your name").
 * The other languages have the same keys (`ApiMessages`); `./index.ts` says which one speaks.
 */
export const en = {
  /** How the field rules name their field. */
  labels: {
    yourName: 'your name',
    yourMessage: 'your message',
    projectDetails: 'the project details',
    eventTitle: 'the event title',
    role: 'the role you are interested in',
    whyJoin: 'why you want to join us',
    expertiseArea: 'the area of expertise',
    shortBio: 'a short bio',
    yourLocation: 'your location',
    subject: 'a subject',
    description: 'a description',
    customerName: 'the customer name',
    yourReply: 'your reply',
    theReply: 'the reply',
    signature: 'the signature',
    title: 'a title',
    name: 'a name',
    theTitle: 'the title',
    theContent: 'the content',
    aReply: 'a reply',
    theReason: 'the reason',
  },
  enter: (label: string) => `Enter ${label}.`,
  enterAsText: (label: string) => `Enter ${label} as text.`,
  keepUnder: (label: string, max: number) => `Keep ${label} under ${max + 1} characters.`,
  oneLine: (label: string) => `Enter ${label} on one line, without special characters.`,
  removeSpecial: (label: string) => `Remove the special characters from ${label}.`,
  email: {
    missing: 'Enter your e-mail address.',
    tooLong: 'Enter a shorter e-mail address.',
    invalid: 'Enter a valid e-mail address, like name@example.com.',
  },
  chooseOffice: 'Choose the office to write to.',
  chooseProjectType: 'Choose the type of project.',
  event: {
    dateMissing: 'The event date is missing.',
    dateFormat: 'The event date must look like 2027-02-11.',
    timeMissing: 'The event time is missing.',
    timeFormat: 'The event time must look like 15:00.',
  },
  chooseList: (lists: readonly string[]) => `Choose a list: ${lists.join(' or ')}.`,
  resume: {
    required: 'Attach your resume.',
    type: 'Choose a PDF or Word file (.pdf, .doc, .docx).',
    empty: 'The resume file is empty. Choose another file.',
    tooLarge: 'The resume must be 5 MB or smaller.',
    content: 'This file is not a PDF or Word document. Choose a .pdf, .doc or .docx file.',
  },
  chooseUrgency: 'Choose low, medium or high.',
  ticketReference: 'Enter the ticket ID as it was sent to you.',
  attachments: {
    type: 'Attach images (PNG, JPEG, WebP, GIF) or PDF files only.',
    empty: 'This file is empty. Choose another file.',
    tooLarge: 'Each attachment must be 5 MB or smaller.',
    tooMany: `Attach at most ${ticketAttachmentMaxFiles} files.`,
    /** The server looked inside the file: it is not an image or PDF, whatever its name says. */
    content: 'This file is not an image or a PDF, whatever its name says. Attach PNG, JPEG, WebP, GIF or PDF files.',
    /** A problem of one file, by its name. */
    ofFile: (name: string, problem: string) => `${name}: ${problem}`,
  },
  consultant: {
    portfolioRequired: 'Portfolio URL is required',
    portfolioTooLong: 'Enter a shorter portfolio address.',
    portfolioInvalid: 'Enter the full address of your portfolio, starting with https://',
    rateMissing: 'Enter your hourly rate in USD.',
    rateTooLow: `The minimum hourly rate is ${consultantMinimumRateUsd} USD.`,
    // Thousands written out by hand: `toLocaleString` would load the browser's number formatting (tens of
    // milliseconds on a slow phone) while the page starts.
    rateTooHigh: `Enter an hourly rate of at most ${String(consultantMaximumRateUsd).replace(/\B(?=(\d{3})+$)/g, ',')} USD.`,
    rateCents: 'Enter the rate in whole dollars or dollars and cents.',
    expertiseTooFew: 'Please select at least 2 areas of expertise',
    expertiseTooMany: `Choose at most ${consultantMaximumExpertise} areas of expertise.`,
    expertiseRepeated: 'Each area of expertise may be listed once.',
    availability: 'Choose your availability.',
    companyMember: 'Answer whether you are on the Orisun Software team.',
    /** What the page shows on success (docs/product.md §3.6), and what the server answers. */
    accepted: 'Application received! We will review your submission.',
    /** 409: one open application per e-mail address. */
    duplicate: 'We already have an application from this e-mail address. We will review it and reply to you by e-mail.',
  },
  /**
   * The sentence of every 400 caused by invalid fields; the details are in `issues`. (`invalidRequestMessage` of
   * ../schemas/errors.ts, written out: the table imports no schema, so the forum's first load reads it without zod.)
   */
  invalidRequest: 'Some fields are missing or invalid.',
  /** A 429's sentence when the route has none of its own. */
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  /** A 429 of a route's rate limit: how long to wait. */
  waitSeconds: (seconds: number) => `Too many requests. Please wait ${seconds} seconds and try again.`,
};

/** The API's sentences in one language: English's keys, each a sentence or a function that writes one. */
export type ApiMessages = typeof en;

/**
 * The forum's share of the table, apart (`forumMessagesIn` of `#apiMessages`): a page with a form but no forum (contact,
 * events) carries none of it.
 */
export const enForum = {
  /**
   * The forum's sentences a page shows from its own code (its toasts, its forms' checks) and the rules of
   * its schemas. What only the server says (its refusals, its answers) is `forumAnswers` (../answers.ts).
   */
  forum: {
    /** The spec's toast titles: a thread created, a refused create or reply (the server's sentence follows). */
    threadCreated: 'Thread Created Successfully',
    threadFailed: 'Error uploading Thread',
    replyFailed: 'Error Adding Reply',
    adminLoggedIn: 'Admin Logged In Successfully',
    /** Followed by the admin's author name. */
    /** A visitor's thread held for a moderator (`FORUM_PREMODERATION`). */
    pending: 'Thanks! Your thread will appear once a moderator approves it.',
    threadNotFound: 'There is no such thread.',
    replyNotFound: 'There is no such reply.',
    category: (categories: readonly string[]) => `Choose a category: ${categories.join(', ')}.`,
    tab: (tabs: readonly string[]) => `Choose a tab: ${tabs.join(', ')}.`,
    tag: (max: number) => `Keep each tag to ${max} characters of letters, digits and hyphens.`,
    tags: (max: number) => `Add at most ${max} tags, each once.`,
    /** A post's text left blank, by its label ("Write a title."). */
    write: (label: string) => `Write ${label}.`,
    titleOneLine: 'Write the title on one line, without special characters.',
    /** A report's reason left blank. */
    reportReason: 'Say what is wrong with it.',
    /** A display name the forum keeps for itself or its team (the name form's check and the server's 400). */
    nameReserved: 'This name belongs to the forum team. Choose another.',
    /** A display name's rules (the name form's check and the server's 400). */
    nameMissing: 'Write a name.',
    nameTooShort: (min: number) => `Make the name at least ${min} characters long.`,
    nameTooLong: (max: number) => `Keep the name to ${max} characters.`,
    nameRules: (min: number, max: number) => `Use ${min} to ${max} letters, digits, spaces, dots, hyphens, underscores or apostrophes, starting and ending with a letter or digit.`,
  },
  /** The posting rules' sentences (lengths and links), from the server's 400 or a form's own check alike. */
  forumPost: {
    titleTooShort: (min: number) => `Make the title at least ${min} characters long, so people know what it is about.`,
    contentTooShort: (min: number) => `Write at least ${min} characters, so people can help.`,
    tooManyLinks: (max: number) => (max === 0 ? 'Posts without an account cannot hold links; remove them.' : `Posts without an account may hold at most ${max} link${max === 1 ? '' : 's'}; remove the others.`),
  },
};

export type ApiForumMessages = typeof enForum;
