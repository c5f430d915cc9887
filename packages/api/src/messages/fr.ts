import { ticketAttachmentMaxFiles } from '../schemas/ticketAttachmentLimits.ts';
import { consultantMaximumExpertise, consultantMaximumRateUsd, consultantMinimumRateUsd } from '../company/consultantRules.ts';
import type { ApiForumMessages, ApiMessages } from './en.ts';

/** A label at the start of a sentence: "votre nom" -> "Votre nom". */
const capital = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/** A count as French writes it: 20\u202f000 (a narrow no-break space between thousands). */
const count = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, '\u202f');

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
    theTitle: 'le titre',
    theContent: 'le contenu',
    aReply: 'une réponse',
    theReason: 'le motif',
  },
  enter: (label) => `Indiquez ${label}.`,
  enterAsText: (label) => `Indiquez ${label} sous forme de texte.`,
  keepUnder: (label, max) => `${capital(label)}\u00a0: ${count(max)}\u00a0caractères au plus.`,
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
    rateTooHigh: `Indiquez un taux horaire de ${count(consultantMaximumRateUsd)}\u00a0USD au plus.`,
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

export const frForum: ApiForumMessages = {
  forum: {
    threadCreated: 'Discussion créée',
    threadFailed: 'Impossible de publier la discussion',
    replyFailed: 'Impossible d’ajouter la réponse',
    adminLoggedIn: 'Connexion administrateur réussie',
    pending: 'Merci\u00a0! Votre discussion apparaîtra dès qu’un modérateur l’aura approuvée.',
    threadNotFound: 'Cette discussion n’existe pas.',
    replyNotFound: 'Cette réponse n’existe pas.',
    category: (categories) => `Choisissez une catégorie\u00a0: ${categories.join(', ')}.`,
    tab: (tabs) => `Choisissez un onglet\u00a0: ${tabs.join(', ')}.`,
    tag: (max) => `Chaque étiquette tient en ${max}\u00a0caractères au plus\u00a0: lettres, chiffres et traits d’union.`,
    tags: (max) => `Ajoutez ${max}\u00a0étiquettes au plus, chacune une seule fois.`,
    write: (label) => `Écrivez ${label}.`,
    titleOneLine: 'Écrivez le titre sur une seule ligne, sans caractères spéciaux.',
    reportReason: 'Dites ce qui ne va pas.',
    nameReserved: 'Ce nom appartient à l’équipe du forum. Choisissez-en un autre.',
    nameMissing: 'Indiquez un nom.',
    nameTooShort: (min) => `Le nom doit faire au moins ${min}\u00a0caractères.`,
    nameTooLong: (max) => `Le nom ne doit pas dépasser ${max}\u00a0caractères.`,
    nameRules: (min, max) =>
      `Utilisez de ${min} à ${max}\u00a0lettres, chiffres, espaces, points, traits d’union, tirets bas ou apostrophes, en commençant et en finissant par une lettre ou un chiffre.`,
  },
  forumPost: {
    titleTooShort: (min) => `Le titre doit faire au moins ${min}\u00a0caractères, pour que chacun sache de quoi il s’agit.`,
    contentTooShort: (min) => `Écrivez au moins ${min}\u00a0caractères, pour qu’on puisse vous aider.`,
    tooManyLinks: (max) =>
      max === 0
        ? 'Un message publié sans compte ne peut pas contenir de liens\u00a0: retirez-les.'
        : `Un message publié sans compte peut contenir ${max}\u00a0lien${max === 1 ? '' : 's'} au plus\u00a0: retirez les autres.`,
  },
};
