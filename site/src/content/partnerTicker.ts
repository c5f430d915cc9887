/** The technologies and partners of the footer ticker (21 names, each linking to its own site). Names stay as they are in every language; the ticker's own words are the `partnerTicker` messages (site/messages). */
export interface Partner {
  name: string;
  href: string;
}

export const partners: readonly Partner[] = [
  { name: 'React', href: 'https://react.dev' },
  { name: 'Node.js', href: 'https://nodejs.org' },
  { name: 'PostgreSQL', href: 'https://www.postgresql.org' },
  { name: 'TypeScript', href: 'https://www.typescriptlang.org' },
  { name: 'AWS', href: 'https://aws.amazon.com' },
  { name: 'Google Cloud', href: 'https://cloud.google.com' },
  { name: 'Flutter', href: 'https://flutter.dev' },
  { name: 'Kotlin', href: 'https://kotlinlang.org' },
  { name: 'Swift', href: 'https://www.swift.org' },
  { name: 'Docker', href: 'https://www.docker.com' },
  { name: 'Kubernetes', href: 'https://kubernetes.io' },
  { name: 'Figma', href: 'https://www.figma.com' },
  { name: 'GitHub', href: 'https://github.com' },
  { name: 'Paystack', href: 'https://paystack.com' },
  { name: 'Flutterwave', href: 'https://flutterwave.com' },
  { name: 'Stripe', href: 'https://stripe.com' },
  { name: 'Twilio', href: 'https://www.twilio.com' },
  { name: 'Vercel', href: 'https://vercel.com' },
  { name: 'Firebase', href: 'https://firebase.google.com' },
  { name: 'MongoDB', href: 'https://www.mongodb.com' },
  { name: 'Python', href: 'https://www.python.org' },
];

/** One loop of the ticker, in seconds (spec: 20 s). */
export const partnerTickerSeconds = 20;
