import { offices } from '../offices.ts';
import type { EventWordsById } from './index.ts';

const [lagos, ogbomosho, cotonou] = offices;

/**
 * The events' words in French, by event id, as the French events page shows them and the reservation's mail and invite
 * write them: as written in Cotonou, with the French spaces (a no-break space before : ; ! ? and inside « »). A place at
 * an office is built from its address (Lagos's region, `Victoria Island, Lagos`, is the same in French:
 * site/messages/fr/officeFacts.json). An event of the catalogue missing here would keep its English (the test lists them).
 *
 * A function, not a constant: a French page that imports the catalogue but does not put its events in French (the
 * events island: its props carry them) then carries none of these words.
 */
/*#__NO_SIDE_EFFECTS__*/
export function frenchEventWords(): EventWordsById {
  return {
    'mobile-money-payments-2027': {
      title: 'Accepter les paiements mobile money dans votre application',
      description:
        'Comment les petites entreprises du Nigéria et du Bénin encaissent les paiements par carte, virement bancaire, USSD et mobile money, ce que coûte chaque moyen, et comment les intégrer à une application ou à un site web sans mauvaise surprise.',
      location: 'En ligne (visioconférence)',
      cta: 'Réserver une place',
      guestRoles: { 'Fiyin Adeyemi': 'Spécialiste des paiements' },
    },
    'lagos-build-your-first-app-2027': {
      title: 'Du tableur à l’application\u00a0: un atelier pratique',
      description:
        'Apportez le tableur sur lequel tourne votre entreprise. En une matinée, nous en faisons une application qui fonctionne et que votre personnel peut utiliser sur son téléphone, et vous repartez avec un plan pour la suite.',
      location: `${lagos.street}, ${lagos.region}`,
      cta: 'Réserver une place',
    },
    'cotonou-digital-business-day-2027': {
      title: 'Journée de l’entreprise numérique de Cotonou',
      description:
        'Une journée de conférences en français et en anglais sur la vente en ligne, les paiements numériques et la protection des données au Bénin, avec des consultations où nos ingénieurs répondent à vos questions en tête-à-tête.',
      location: `${cotonou.street}, ${cotonou.city}`,
      cta: 'Réserver une place',
      guestRoles: { 'Mariam Soglo': 'Conseillère en économie numérique' },
    },
    'secure-your-business-data-2027': {
      title: 'Protéger les données de votre entreprise',
      description:
        'Sauvegardes, mots de passe et téléphones perdus\u00a0: une séance courte et pratique pour les dirigeants et les gérants de petites entreprises.',
      location: 'En ligne (visioconférence)',
      cta: 'S’inscrire',
    },
    'techfest-ogbomosho-2027': {
      title: 'Rencontre tech d’Ogbomosho',
      description:
        'Un après-midi pour les étudiants et les jeunes développeurs de l’État d’Oyo\u00a0: présentations éclair, séance de revue de code et l’occasion de rencontrer notre équipe.',
      location: `${ogbomosho.street}, ${ogbomosho.city}`,
      cta: 'S’inscrire',
    },
    'launch-webinar-2026': {
      title: 'Logiciels sur mesure pour les petites entreprises\u00a0: par où commencer\u00a0?',
      description:
        'Notre webinaire de lancement\u00a0: quand un logiciel sur mesure devient rentable pour une petite entreprise, ce qu’il coûte, et comment se déroule un projet, du premier appel à la mise en ligne.',
      location: 'En ligne (visioconférence)',
      cta: 'Regarder l’enregistrement',
    },
    'ux-for-low-end-phones-2026': {
      title: 'Concevoir pour les téléphones d’entrée de gamme',
      description:
        'Un atelier pour les designers et les développeurs sur la création d’applications qui restent rapides sur les téléphones Android d’entrée de gamme, même quand chaque mégaoctet de données mobiles se paie.',
      location: `${lagos.street}, ${lagos.region}`,
      cta: 'Voir les supports',
    },
  };
}
