/**
 * Every file under `/downloads`, generated from the content modules: press media assets and
 * the service sheets. `site/src/build/build-downloads.ts` writes them into `dist/client/downloads`.
 */
import { leadership } from '../content/team.ts';
import { services, type Service } from '../content/services.ts';
import { avatarSvg, homeScreenshotSvg, markSvg, servicesScreenshotSvg, wordmarkSvg } from './art.ts';
import { colorModes } from './colors.ts';
import { brandGuidelinesPdf, factSheetPdf, serviceSheetPdf } from './documents.ts';
import { renderPng } from './png.ts';
import { zipFiles } from './zip.ts';

const text = (s: string) => new TextEncoder().encode(s);

export function logoFiles(): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  for (const mode of colorModes) {
    files.set(`orisun-logos/svg/orisun-mark-${mode}.svg`, text(markSvg(mode)));
    files.set(`orisun-logos/svg/orisun-wordmark-${mode}.svg`, text(wordmarkSvg(mode)));
  }
  for (const mode of colorModes) {
    for (const size of [512, 1024]) {
      files.set(`orisun-logos/png/orisun-mark-${mode}-${size}.png`, renderPng(markSvg(mode), size));
      files.set(`orisun-logos/png/orisun-wordmark-${mode}-${size}.png`, renderPng(wordmarkSvg(mode), size));
    }
  }
  return files;
}

/** File names of the portraits: "fifame-houngbedji.png". */
export function portraitName(name: string): string {
  return `${name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.png`;
}

export function teamPhotoFiles(people: readonly { name: string }[] = leadership): Map<string, Uint8Array> {
  return new Map(people.map((p, i) => [`orisun-team-photos/${portraitName(p.name)}`, renderPng(avatarSvg(p.name, i), 512)]));
}

export function screenshotFiles(list: readonly Service[] = services): Map<string, Uint8Array> {
  return new Map([
    ['orisun-screenshots/home-hero.png', renderPng(homeScreenshotSvg(), 1280)],
    ['orisun-screenshots/services.png', renderPng(servicesScreenshotSvg(list), 1280)],
  ]);
}

/** Path under `/downloads` -> bytes, in a fixed order. */
export async function buildDownloads(): Promise<Map<string, Uint8Array>> {
  const logos = logoFiles();
  const portraits = teamPhotoFiles();
  const shots = screenshotFiles();
  const guidelines = await brandGuidelinesPdf();
  const factSheet = await factSheetPdf(services);

  const out = new Map<string, Uint8Array>();
  out.set('orisun-logos.zip', zipFiles(logos));
  out.set('orisun-brand-guidelines.pdf', guidelines);
  out.set('orisun-team-photos.zip', zipFiles(portraits));
  out.set('orisun-screenshots.zip', zipFiles(shots));
  out.set('orisun-fact-sheet.pdf', factSheet);
  out.set(
    'orisun-media-kit.zip',
    zipFiles(
      new Map([
        ...[...logos].map(([p, d]) => [`orisun-media-kit/${p.replace(/^orisun-logos\//, 'logos/')}`, d] as const),
        ['orisun-media-kit/orisun-brand-guidelines.pdf', guidelines] as const,
        ...[...portraits].map(([p, d]) => [`orisun-media-kit/${p.replace(/^orisun-team-photos\//, 'team-photos/')}`, d] as const),
        ...[...shots].map(([p, d]) => [`orisun-media-kit/${p.replace(/^orisun-screenshots\//, 'screenshots/')}`, d] as const),
        ['orisun-media-kit/orisun-fact-sheet.pdf', factSheet] as const,
      ]),
    ),
  );
  for (const service of services) out.set(`service-sheets/${service.id}.pdf`, await serviceSheetPdf(service));
  return out;
}
