/** The PDF documents: brand guidelines, fact sheet and one sheet per service. */
import { brand, formatAddress } from '../content/brand.ts';
import { press } from '../content/pressMedia.ts';
import type { Service } from '../content/services.ts';
import { markSvg, wordmarkSvg } from './art.ts';
import { colors, palette } from './colors.ts';
import { mutedColor, PdfWriter } from './pdf.ts';
import { renderPng } from './png.ts';

let markPng: Uint8Array | undefined;
/** The mark as a small PNG for letterheads (rendered once per build). */
function mark(): Uint8Array {
  markPng ??= renderPng(markSvg('light'), 128);
  return markPng;
}

export const documentTitles = {
  brandGuidelines: `${brand.name} Brand Guidelines`,
  factSheet: `${brand.name} Fact Sheet`,
  serviceSheet: (service: Service) => `${service.title}: ${brand.name} Service Sheet`,
};

export async function brandGuidelinesPdf(): Promise<Uint8Array> {
  const w = await PdfWriter.create({ title: documentTitles.brandGuidelines, subject: 'Logo, colours, type and tone of voice', keywords: ['brand', 'logo', 'guidelines'], mark: mark() });
  w.letterhead();
  w.heading('Brand Guidelines', 26);
  w.paragraph(`How to present ${brand.name} in print, on screen and in writing. The name means "source" in Yoruba: where good things begin.`, { color: mutedColor });

  w.heading('Logo', 15);
  await w.image(renderPng(wordmarkSvg('light'), 800), 300);
  w.bullets([
    'Use the files from the logos archive as they are: do not recolour, stretch, rotate or add effects.',
    'Keep clear space around the logo equal to the width of the mark\'s ring on every side.',
    'The smallest size is 24 px (screen) or 8 mm (print) for the mark, 96 px or 30 mm for the wordmark.',
    'On dark backgrounds use the dark version, whose name is set in the light text colour.',
  ]);

  w.heading('Colours', 15);
  w.paragraph('Brand green (from our design tokens) leads; neutrals carry the text. Use amber sparingly, for highlights.', { size: 10 });
  w.swatches([
    { name: 'Brand green', hex: colors.light.brand },
    { name: 'Deep green', hex: colors.light.brandStrong },
    { name: 'Mint', hex: colors.light.brandSoft },
    { name: 'Ink', hex: colors.light.text },
    { name: 'Slate', hex: colors.light.muted },
    { name: 'Amber', hex: colors.light.accentWarm },
  ]);
  w.swatches([
    { name: 'Dark canvas', hex: palette.dark.gray[1] },
    { name: 'Dark green', hex: palette.dark.brand[9] },
    { name: 'Dark mint text', hex: palette.dark.brand[11] },
    { name: 'Dark text', hex: palette.dark.gray[12] },
    { name: 'Link blue', hex: palette.light.blue[9] },
    { name: 'Paper', hex: palette.white },
  ]);

  w.heading('Typography', 15);
  w.paragraph('Headings bold, body regular, in a clean sans-serif (Noto Sans in the logo and images; Helvetica or Arial in documents; the system sans-serif on the web). Sentence case everywhere except the short calls to action.', { size: 10 });
  w.sample('Heading: Software for your business', 22, true);
  w.sample('Subheading: Built in Lagos, Ogbomosho and Cotonou', 15, true);
  w.sample('Body: We build the systems small businesses run on.', 11, false);

  w.heading('Tone of voice', 15);
  w.bullets([
    'Plain and direct: short sentences, everyday words, no jargon a shop owner would not use.',
    'Warm and respectful: we write to busy people who run businesses; we never talk down.',
    'Concrete: name the outcome (fewer stock-outs, faster payments), the time and the price.',
    'Local: we know our market; mention naira, mobile money and real network conditions when they matter.',
  ]);
  return w.save();
}

export async function factSheetPdf(list: readonly Service[]): Promise<Uint8Array> {
  const w = await PdfWriter.create({ title: documentTitles.factSheet, subject: `Facts about ${brand.name}`, keywords: ['press', 'fact sheet'], mark: mark() });
  w.letterhead();
  w.heading('Fact Sheet', 26);
  w.paragraph(press.boilerplate.body, { color: mutedColor, size: 10 });
  w.heading('At a glance', 15);
  w.facts([
    { label: 'Founded', value: String(brand.founded) },
    { label: 'Team size', value: '15+' },
    { label: 'Industries', value: 'Healthcare, fintech, e-commerce, education, logistics' },
    { label: 'Website', value: 'orisun.software' },
  ]);
  w.heading('Offices', 15);
  w.facts(brand.offices.map((o) => ({ label: `${o.city}, ${o.country === 'Benin Republic' ? 'Benin' : o.country}`, value: `${formatAddress(o)} ${o.postalCode}` })));
  w.heading('Services', 15);
  w.bullets(list.map((s) => `${s.title}: ${s.summary}`), 10);
  w.heading('Contacts', 15);
  w.facts([
    { label: 'Press', value: press.contact.pressEmail },
    { label: 'Partnerships', value: press.contact.partnershipEmail },
    { label: 'General', value: `${brand.email}, ${brand.phone.display}` },
  ]);
  return w.save();
}

export async function serviceSheetPdf(service: Service): Promise<Uint8Array> {
  const w = await PdfWriter.create({ title: documentTitles.serviceSheet(service), subject: service.summary, keywords: ['service', service.id], mark: mark() });
  w.letterhead();
  w.heading(service.title, 24);
  w.paragraph(service.summary, { size: 12, color: mutedColor });
  w.paragraph(service.description);
  w.heading('What you get', 15);
  w.bullets(service.features);
  w.heading('How we work', 15);
  for (const [i, step] of service.approach.entries()) {
    w.paragraph(`${i + 1}. ${step.step}`, { bold: true });
    w.paragraph(step.detail, { indent: 14, size: 10 });
  }
  w.heading('Start a project', 15);
  w.paragraph(`${service.cta}: write to ${brand.email} or call ${brand.phone.display}. The first 30-minute consultation is free.`);
  w.facts(brand.offices.map((o) => ({ label: o.city, value: `${formatAddress(o)} ${o.postalCode}` })));
  return w.save();
}
