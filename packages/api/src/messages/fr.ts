import { ticketAttachmentMaxFiles } from '../schemas/ticketAttachmentLimits.ts';
import { consultantMaximumExpertise, consultantMaximumRateUsd, consultantMinimumRateUsd } from '../company/consultantRules.ts';
import type { ApiMessages } from './en.ts';

/** A label at the start of a sentence: "votre nom" -> "Votre nom". */
const capital = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/**
 * The API's sentences in French, as written in Cotonou: vous, the French spaces (a no-break space before : ; ! ? and
 * inside « »), and 1 000 for thousands. Same keys as English (`ApiMessages`).
 */
export const fr: ApiMessages = {
  labels: {
    yourName: 'votre nom',
    yourMessage: 'votre message',
    projectDetails: 'la description du projet',
    eventTitle: 'le titre de l’événement',
    role: 'le poste qui vous intéresse',
    whyJoin: 'pourquoi vous voulez nous rejoindre',
    expertiseArea: 'le domaine d’expertise',
    shortBio: 'une courte présentation',
    yourLocation: 'votre ville',
    subject: 'l’objet',
    description: 'la description',
    customerName: 'le nom du client',
    yourReply: 'votre réponse',
    theReply: 'la réponse',
    signature: 'la signature',
    title: 'un titre',
    name: 'un nom',
  },
  enter: (label) => `Indiquez ${label}.`,
  enterAsText: (label) => `Indiquez ${label} sous forme de texte.`,
  keepUnder: (label, max) => `${capital(label)}\u00a0: ${max}\u00a0caractères au plus.`,
  oneLine: (label) => `${capital(label)}\u00a0: une seule ligne, sans caractères spéciaux.`,
  removeSpecial: (label) => `${capital(label)} contient des caractères spéciaux\u00a0: retirez-les.`,
  email: {
    missing: 'Indiquez votre adresse e-mail.',
    tooLong: 'Indiquez une adresse e-mail plus courte.',
    invalid: 'Indiquez une adresse e-mail valide, comme nom@exemple.com.',
  },
  chooseOffice: 'Choisissez le bureau auquel écrire.',
  chooseProjectType: 'Choisissez le type de projet.',
  event: {
    dateMissing: 'La date de l’événement manque.',
    dateFormat: 'La date de l’événement doit s’écrire comme 2027-02-11.',
    timeMissing: 'L’heure de l’événement manque.',
    timeFormat: 'L’heure de l’événement doit s’écrire comme 15:00.',
  },
  chooseList: (lists) => `Choisissez une liste\u00a0: ${lists.join(' ou ')}.`,
  resume: {
    required: 'Joignez votre CV.',
    type: 'Choisissez un fichier PDF ou Word (.pdf, .doc, .docx).',
    empty: 'Le fichier de votre CV est vide. Choisissez-en un autre.',
    tooLarge: 'Votre CV doit faire 5\u00a0Mo au plus.',
    content: 'Ce fichier n’est pas un document PDF ou Word. Choisissez un fichier .pdf, .doc ou .docx.',
  },
  chooseUrgency: 'Choisissez faible, moyenne ou élevée.',
  ticketReference: 'Indiquez le numéro de ticket tel que nous vous l’avons envoyé.',
  attachments: {
    type: 'Joignez uniquement des images (PNG, JPEG, WebP, GIF) ou des fichiers PDF.',
    empty: 'Ce fichier est vide. Choisissez-en un autre.',
    tooLarge: 'Chaque pièce jointe doit faire 5 Mo au plus.',
    tooMany: `Joignez ${ticketAttachmentMaxFiles}\u00a0fichiers au plus.`,
    content: 'Ce fichier n’est ni une image ni un PDF, quel que soit son nom. Joignez des fichiers PNG, JPEG, WebP, GIF ou PDF.',
    ofFile: (name, problem) => `${name}\u00a0: ${problem}`,
  },
  consultant: {
    portfolioRequired: 'Indiquez l’adresse de votre portfolio.',
    portfolioTooLong: 'Indiquez une adresse de portfolio plus courte.',
    portfolioInvalid: 'Indiquez l’adresse complète de votre portfolio, commençant par https://',
    rateMissing: 'Indiquez votre taux horaire en USD.',
    rateTooLow: `Le taux horaire minimum est de ${consultantMinimumRateUsd}\u00a0USD.`,
    rateTooHigh: `Indiquez un taux horaire de ${String(consultantMaximumRateUsd).replace(/\B(?=(\d{3})+$)/g, '\u202f')}\u00a0USD au plus.`,
    rateCents: 'Indiquez le taux en dollars entiers, ou en dollars et cents.',
    expertiseTooFew: 'Choisissez au moins 2\u00a0domaines d’expertise.',
    expertiseTooMany: `Choisissez ${consultantMaximumExpertise}\u00a0domaines d’expertise au plus.`,
    expertiseRepeated: 'Chaque domaine d’expertise ne peut figurer qu’une fois.',
    availability: 'Choisissez votre disponibilité.',
    companyMember: 'Dites si vous faites partie de l’équipe d’Orisun Software.',
    accepted: 'Candidature reçue ! Nous allons l’étudier.',
    duplicate: 'Nous avons déjà une candidature de cette adresse e-mail. Nous allons l’étudier et vous répondre par e-mail.',
  },
  invalidRequest: 'Des champs manquent ou ne sont pas valides.',
  tooManyRequests: 'Trop de demandes. Patientez un moment, puis réessayez.',
  waitSeconds: (seconds) => `Trop de demandes. Patientez ${seconds}\u00a0secondes, puis réessayez.`,
};
