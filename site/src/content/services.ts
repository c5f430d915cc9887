/**
 * The six services: the home page's services grid, the /services cards and their detail
 * overlay, and the PDF service sheets generated at build time all read this list.
 * Keep the exported shape stable (the sheet generator depends on it). The words are the `services` messages
 * (site/messages).
 */
import * as m from '#messages';
import { localeHref } from '../i18n/index.ts';

export interface Service {
  /** Slug, e.g. 'custom-software': the anchor on /services and the sheet's file name. */
  id: string;
  title: string;
  /** The home card title. */
  homeTitle: string;
  /** The home card text. */
  summary: string;
  description: string;
  features: readonly [string, string, string, string];
  /** The call-to-action label of the card and its detail overlay. */
  cta: string;
  /** How the service is delivered: Requirement Analysis, Solution Design, Quality Assurance. */
  approach: readonly { step: string; detail: string }[];
  /** '/downloads/service-sheets/<id>.pdf' */
  sheet: string;
}

function sheetOf(id: string): string {
  return `/downloads/service-sheets/${id}.pdf`;
}

/** The three steps of every service's approach, each with what it means for that service. */
/** What a service's card and its detail dialog show (not the home page's title and text). */
export type ServiceDetail = Omit<Service, 'homeTitle' | 'summary'>;

/** A service as its card shows it. */
export function serviceDetail({ homeTitle: _homeTitle, summary: _summary, ...detail }: Service): ServiceDetail {
  return detail;
}

function approachOf(analysis: string, design: string, quality: string): Service['approach'] {
  return [
    { step: m.services_approachRequirementAnalysis(), detail: analysis },
    { step: m.services_approachSolutionDesign(), detail: design },
    { step: m.services_approachQualityAssurance(), detail: quality },
  ];
}

export const services: readonly Service[] = [
  {
    id: 'custom-software',
    title: m.services_customSoftwareTitle(),
    homeTitle: m.services_customSoftwareTitle(),
    summary: m.services_customSoftwareSummary(),
    description: m.services_customSoftwareDescription(),
    features: [m.services_customSoftwareFeature1(), m.services_customSoftwareFeature2(), m.services_customSoftwareFeature3(), m.services_customSoftwareFeature4()],
    cta: m.services_customSoftwareCta(),
    approach: approachOf(m.services_customSoftwareAnalysis(), m.services_customSoftwareDesign(), m.services_customSoftwareQuality()),
    sheet: sheetOf('custom-software'),
  },
  {
    id: 'saas',
    title: m.services_saasTitle(),
    homeTitle: m.services_saasTitle(),
    summary: m.services_saasSummary(),
    description: m.services_saasDescription(),
    features: [m.services_saasFeature1(), m.services_saasFeature2(), m.services_saasFeature3(), m.services_saasFeature4()],
    cta: m.services_saasCta(),
    approach: approachOf(m.services_saasAnalysis(), m.services_saasDesign(), m.services_saasQuality()),
    sheet: sheetOf('saas'),
  },
  {
    id: 'mobile-apps',
    title: m.services_mobileAppsTitle(),
    homeTitle: m.services_mobileAppsTitle(),
    summary: m.services_mobileAppsSummary(),
    description: m.services_mobileAppsDescription(),
    features: [m.services_mobileAppsFeature1(), m.services_mobileAppsFeature2(), m.services_mobileAppsFeature3(), m.services_mobileAppsFeature4()],
    cta: m.services_mobileAppsCta(),
    approach: approachOf(m.services_mobileAppsAnalysis(), m.services_mobileAppsDesign(), m.services_mobileAppsQuality()),
    sheet: sheetOf('mobile-apps'),
  },
  {
    id: 'it-consulting',
    title: m.services_itConsultingTitle(),
    homeTitle: m.services_itConsultingHomeTitle(),
    summary: m.services_itConsultingSummary(),
    description: m.services_itConsultingDescription(),
    features: [m.services_itConsultingFeature1(), m.services_itConsultingFeature2(), m.services_itConsultingFeature3(), m.services_itConsultingFeature4()],
    cta: m.services_itConsultingCta(),
    approach: approachOf(m.services_itConsultingAnalysis(), m.services_itConsultingDesign(), m.services_itConsultingQuality()),
    sheet: sheetOf('it-consulting'),
  },
  {
    id: 'digital-transformation',
    title: m.services_digitalTransformationTitle(),
    homeTitle: m.services_digitalTransformationTitle(),
    summary: m.services_digitalTransformationSummary(),
    description: m.services_digitalTransformationDescription(),
    features: [m.services_digitalTransformationFeature1(), m.services_digitalTransformationFeature2(), m.services_digitalTransformationFeature3(), m.services_digitalTransformationFeature4()],
    cta: m.services_digitalTransformationCta(),
    approach: approachOf(m.services_digitalTransformationAnalysis(), m.services_digitalTransformationDesign(), m.services_digitalTransformationQuality()),
    sheet: sheetOf('digital-transformation'),
  },
  {
    id: 'web-development',
    title: m.services_webDevelopmentTitle(),
    homeTitle: m.services_webDevelopmentHomeTitle(),
    summary: m.services_webDevelopmentSummary(),
    description: m.services_webDevelopmentDescription(),
    features: [m.services_webDevelopmentFeature1(), m.services_webDevelopmentFeature2(), m.services_webDevelopmentFeature3(), m.services_webDevelopmentFeature4()],
    cta: m.services_webDevelopmentCta(),
    approach: approachOf(m.services_webDevelopmentAnalysis(), m.services_webDevelopmentDesign(), m.services_webDevelopmentQuality()),
    sheet: sheetOf('web-development'),
  },
];

/** A service by its id (the `/services#<id>` anchor, `/contact?service=<id>`). */
export function serviceById(id: string): Service | undefined {
  return services.find((service) => service.id === id);
}

/** Copy of the /services page around the cards. */
export const servicesPage = {
  badge: m.services_pageBadge(),
  heading: m.services_pageHeading(),
  intro: m.services_pageIntro(),
  cardsHeading: m.services_cardsHeading(),
  learnMore: m.services_learnMore(),
  detail: {
    featuresHeading: m.services_detailFeaturesHeading(),
    approachHeading: m.services_detailApproachHeading(),
    /** Where every service's call to action goes: a free consultation on the scheduling page. */
    ctaNote: m.services_detailCtaNote(),
    sheetLabel: m.services_detailSheetLabel(),
    /** Stated next to the download link, so nobody spends data on a surprise. */
    sheetFormat: m.services_detailSheetFormat(),
    closeLabel: m.services_detailCloseLabel(),
  },
  process: {
    heading: m.services_processHeading(),
    intro: m.services_processIntro(),
    steps: [
      { step: m.services_processDiscoverStep(), detail: m.services_processDiscoverDetail() },
      { step: m.services_processDesignStep(), detail: m.services_processDesignDetail() },
      { step: m.services_processDevelopStep(), detail: m.services_processDevelopDetail() },
      { step: m.services_processDeployStep(), detail: m.services_processDeployDetail() },
    ],
  },
  banner: {
    heading: m.services_bannerHeading(),
    body: m.services_bannerBody(),
    consultation: m.services_bannerConsultation(),
    caseStudies: { label: m.services_bannerCaseStudies(), href: localeHref('/projects') },
  },
} as const;
