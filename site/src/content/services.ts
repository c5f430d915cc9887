/**
 * The six services: the home page's services grid, the /services cards and their detail
 * overlay, and the PDF service sheets generated at build time all read this list.
 * Keep the exported shape stable (the sheet generator depends on it).
 */

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

export const services: readonly Service[] = [
  {
    id: 'custom-software',
    title: 'Custom Software Development',
    homeTitle: 'Custom Software Development',
    summary:
      'Software built around the way your business already works: stock, sales, bookings or payroll, in one system your team actually uses.',
    description:
      'We replace spreadsheets, paper ledgers and disconnected apps with one system shaped to your processes, built to run well on the phones and connections your staff already have.',
    features: [
      'Inventory, sales and customer records in one place',
      'Works offline and syncs when the connection returns',
      'Paystack, Flutterwave and mobile money payments',
      'Role-based access for owners, managers and staff',
    ],
    cta: 'Discuss Your Project',
    approach: [
      { step: 'Requirement Analysis', detail: 'We spend time with your team to map how work, money and stock move through the business today.' },
      { step: 'Solution Design', detail: 'We agree the screens, data and integrations with you before any code is written, with a fixed scope and price.' },
      { step: 'Quality Assurance', detail: 'Every feature is tested on low-cost Android phones and slow networks before it reaches your staff.' },
    ],
    sheet: sheetOf('custom-software'),
  },
  {
    id: 'saas',
    title: 'B2B SaaS Solutions',
    homeTitle: 'B2B SaaS Solutions',
    summary:
      'Turn your expertise into a subscription product: multi-tenant platforms with billing, onboarding and an admin console from day one.',
    description:
      'We design and build software-as-a-service products for businesses that sell to other businesses, from the first paying customer to hundreds of tenants.',
    features: [
      'Multi-tenant architecture with per-customer data isolation',
      'Subscription billing in naira, CFA francs and dollars',
      'Self-service onboarding and team invitations',
      'Usage analytics and an admin dashboard',
    ],
    cta: 'Explore SaaS Options',
    approach: [
      { step: 'Requirement Analysis', detail: 'We test the product idea with your first customers and define the plans, limits and pricing they will pay for.' },
      { step: 'Solution Design', detail: 'We design the tenant model, billing and permissions so the platform can grow without a rewrite.' },
      { step: 'Quality Assurance', detail: 'Automated tests cover billing and data isolation, and every release is checked against a staging copy.' },
    ],
    sheet: sheetOf('saas'),
  },
  {
    id: 'mobile-apps',
    title: 'Mobile App Development',
    homeTitle: 'Mobile App Development',
    summary:
      'Android and iOS apps that stay small, load fast and keep working on patchy networks, for your customers or your field staff.',
    description:
      'We build cross-platform mobile apps that respect your users’ data bundles and storage, with offline support and push notifications where they matter.',
    features: [
      'One codebase for Android and iOS',
      'Small downloads and low data use',
      'Offline mode with background sync',
      'Push and SMS notifications',
    ],
    cta: 'Build Your App',
    approach: [
      { step: 'Requirement Analysis', detail: 'We define who uses the app, on which devices and networks, and the few tasks it must make effortless.' },
      { step: 'Solution Design', detail: 'We prototype the key screens and test them with real users before development starts.' },
      { step: 'Quality Assurance', detail: 'We test on a range of real Android and iOS devices and handle app store submission for you.' },
    ],
    sheet: sheetOf('mobile-apps'),
  },
  {
    id: 'it-consulting',
    title: 'IT Consulting & Strategy',
    homeTitle: 'IT Consulting and Strategy',
    summary:
      'Independent advice on what to build, buy or leave alone, so your technology budget goes where it earns its keep.',
    description:
      'We review your systems, costs and plans, and give you a clear, prioritised roadmap, whether or not we build any of it.',
    features: [
      'Technology audits and cost reviews',
      'Build-versus-buy recommendations',
      'Security and data protection (NDPA) checks',
      'A prioritised technology roadmap',
    ],
    cta: 'Get Expert Advice',
    approach: [
      { step: 'Requirement Analysis', detail: 'We interview your leadership and staff and inventory the tools, contracts and data you rely on.' },
      { step: 'Solution Design', detail: 'We compare options with their real costs and risks and recommend a plan that fits your budget.' },
      { step: 'Quality Assurance', detail: 'We review the roadmap with you and check its first steps are delivered as agreed.' },
    ],
    sheet: sheetOf('it-consulting'),
  },
  {
    id: 'digital-transformation',
    title: 'Digital Transformation',
    homeTitle: 'Digital Transformation',
    summary:
      'Move from paper, WhatsApp threads and spreadsheets to digital processes, one step at a time and without stopping the business.',
    description:
      'We digitise your operations in stages, train your people and migrate your records, so the change sticks and nothing is lost along the way.',
    features: [
      'Process mapping and automation',
      'Migration of paper and spreadsheet records',
      'Staff training in English and French',
      'Cloud setup with backups you control',
    ],
    cta: 'Start Transformation',
    approach: [
      { step: 'Requirement Analysis', detail: 'We map the processes that cost you most time or money and choose where to start.' },
      { step: 'Solution Design', detail: 'We plan each stage with its tools, training and data migration, so the business keeps running.' },
      { step: 'Quality Assurance', detail: 'We check every migrated record and measure each stage against the goals we set together.' },
    ],
    sheet: sheetOf('digital-transformation'),
  },
  {
    id: 'web-development',
    title: 'Web Development',
    homeTitle: 'Website & Web App Development',
    summary:
      'Fast websites and web apps that load on 3G, rank in search and turn visitors into enquiries and orders.',
    description:
      'We build websites, online shops and web applications that are light on data, easy to update and found on Google.',
    features: [
      'Fast pages built for mobile data',
      'Online shops with local payment options',
      'Content you can edit yourself',
      'Search engine optimisation and analytics',
    ],
    cta: 'Launch Your Site',
    approach: [
      { step: 'Requirement Analysis', detail: 'We agree the goals of the site, its audience and the pages and features it needs.' },
      { step: 'Solution Design', detail: 'We design the pages for phones first and review them with you before building.' },
      { step: 'Quality Assurance', detail: 'We test speed, accessibility and every form on real phones and slow connections before launch.' },
    ],
    sheet: sheetOf('web-development'),
  },
];

/** A service by its id (the `/services#<id>` anchor, `/contact?service=<id>`). */
export function serviceById(id: string): Service | undefined {
  return services.find((service) => service.id === id);
}

/** Copy of the /services page around the cards. */
export const servicesPage = {
  badge: 'OUR EXPERTISE',
  heading: 'Technology Solutions That Scale',
  intro:
    'From a first website to a platform serving thousands of customers, we build software that fits how West African businesses work, and grows with them.',
  cardsHeading: 'What we do',
  learnMore: 'Learn more',
  detail: {
    featuresHeading: 'Key features',
    approachHeading: 'Our approach',
    /** Where every service's call to action goes: a free consultation on the scheduling page. */
    ctaNote: 'Book a free 30-minute consultation about this service.',
    sheetLabel: 'Download Service Sheet',
    /** Stated next to the download link, so nobody spends data on a surprise. */
    sheetFormat: 'PDF, about 5 KB',
    closeLabel: 'Close',
  },
  process: {
    heading: 'How we work',
    intro: 'Four steps from your first call to software your team uses every day.',
    steps: [
      { step: 'Discover', detail: 'We learn your business, your users and the problem worth solving, and agree the scope and price.' },
      { step: 'Design', detail: 'We design the screens and the system, and review them with you before building.' },
      { step: 'Develop', detail: 'We build in short cycles and show you working software at a demo every week.' },
      { step: 'Deploy', detail: 'We launch, train your team and support you for 3 months after go-live.' },
    ],
  },
  banner: {
    heading: 'Ready to transform your business?',
    body: 'Talk to us for free about what you want to build, or see what we are building for other businesses.',
    consultation: 'Get Free Consultation',
    caseStudies: { label: 'View Case Studies', href: '/projects' },
  },
} as const;
