/**
 * A small page writer on pdf-lib for the generated documents: A4 pages, the standard Helvetica
 * fonts (nothing to embed), headings, wrapped paragraphs, bullet lists and colour swatches.
 * Metadata dates are fixed, so the same content gives the same bytes.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import { brand } from '../content/brand.ts';
import { colors } from './colors.ts';

const A4: [number, number] = [595.28, 841.89];
const margin = 56;
const fixedDate = new Date(Date.UTC(2025, 0, 1, 12, 0, 0));

export function hexToRgb(hex: string): RGB {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

const ink = hexToRgb(colors.light.text);
const muted = hexToRgb(colors.light.muted);
const brandColor = hexToRgb(colors.light.brand);

/** Writes top to bottom, adding pages as needed. */
export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  readonly width = A4[0] - margin * 2;

  private constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly mark: PDFImage | null,
    private readonly footer: string,
  ) {
    this.newPage();
  }

  static async create(options: { title: string; subject: string; keywords?: string[]; mark?: Uint8Array }): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(options.title, { showInWindowTitleBar: true });
    doc.setSubject(options.subject);
    doc.setAuthor(brand.name);
    doc.setCreator(brand.name);
    doc.setProducer(`${brand.name} site build (pdf-lib)`);
    doc.setKeywords(options.keywords ?? [brand.shortName]);
    doc.setLanguage('en');
    doc.setCreationDate(fixedDate);
    doc.setModificationDate(fixedDate);
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    const mark = options.mark ? await doc.embedPng(options.mark) : null;
    return new PdfWriter(doc, regular, bold, mark, `${brand.name} · ${brand.email} · ${brand.phone.display}`);
  }

  /** Text the standard fonts can encode (WinAnsi): anything else becomes a close ASCII form. */
  clean(text: string): string {
    const supported = new Set(this.regular.getCharacterSet());
    return [...text.normalize('NFC')]
      .map((ch) => {
        if (supported.has(ch.codePointAt(0) ?? 0)) return ch;
        const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
        return supported.has(base.codePointAt(0) ?? 0) ? base : '?';
      })
      .join('');
  }

  newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - margin;
    this.page.drawRectangle({ x: 0, y: A4[1] - 8, width: A4[0], height: 8, color: brandColor });
    this.page.drawText(this.clean(this.footer), { x: margin, y: 28, size: 8, font: this.regular, color: muted });
  }

  private ensure(height: number) {
    if (this.y - height < margin) this.newPage();
  }

  /** The mark and the brand name at the top of the first page. */
  letterhead() {
    if (this.mark) this.page.drawImage(this.mark, { x: margin, y: this.y - 36, width: 36, height: 36 });
    this.page.drawText(brand.name, { x: margin + (this.mark ? 48 : 0), y: this.y - 25, size: 16, font: this.bold, color: ink });
    this.y -= 64;
  }

  heading(text: string, size = 22) {
    this.ensure(size * 2);
    this.y -= size;
    this.page.drawText(this.clean(text), { x: margin, y: this.y, size, font: this.bold, color: size >= 20 ? ink : brandColor });
    this.y -= size * 0.6;
  }

  private lines(text: string, font: PDFFont, size: number, width: number): string[] {
    const out: string[] = [];
    let line = '';
    for (const word of this.clean(text).split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        out.push(line);
        line = word;
      } else line = next;
    }
    if (line) out.push(line);
    return out;
  }

  paragraph(text: string, options: { size?: number; bold?: boolean; color?: RGB; indent?: number } = {}) {
    const size = options.size ?? 11;
    const font = options.bold ? this.bold : this.regular;
    const indent = options.indent ?? 0;
    for (const line of this.lines(text, font, size, this.width - indent)) {
      this.ensure(size * 1.5);
      this.y -= size * 1.45;
      this.page.drawText(line, { x: margin + indent, y: this.y, size, font, color: options.color ?? ink });
    }
    this.y -= size * 0.6;
  }

  bullets(items: readonly string[], size = 11) {
    for (const item of items) {
      this.ensure(size * 1.5);
      this.page.drawText('•', { x: margin + 4, y: this.y - size * 1.45, size, font: this.bold, color: brandColor });
      this.paragraph(item, { size, indent: 18 });
      this.y += size * 0.4;
    }
    this.y -= size * 0.4;
  }

  /** Label: value rows. */
  facts(rows: readonly { label: string; value: string }[]) {
    for (const row of rows) {
      const lines = this.lines(row.value, this.regular, 11, this.width - 130);
      this.ensure(lines.length * 16 + 4);
      this.page.drawText(this.clean(row.label), { x: margin, y: this.y - 16, size: 11, font: this.bold, color: muted });
      lines.forEach((line, i) => this.page.drawText(line, { x: margin + 130, y: this.y - 16 - i * 16, size: 11, font: this.regular, color: ink }));
      this.y -= lines.length * 16 + 6;
    }
    this.y -= 6;
  }

  /** A row of colour swatches with their names and hex values. */
  swatches(items: readonly { name: string; hex: string }[]) {
    const w = 74;
    this.ensure(96);
    items.forEach((item, i) => {
      const x = margin + i * (w + 8);
      this.page.drawRectangle({ x, y: this.y - 48, width: w, height: 48, color: hexToRgb(item.hex), borderColor: hexToRgb(colors.light.border), borderWidth: 0.5 });
      this.page.drawText(this.clean(item.name), { x, y: this.y - 62, size: 8, font: this.bold, color: ink });
      this.page.drawText(item.hex.toUpperCase(), { x, y: this.y - 74, size: 8, font: this.regular, color: muted });
    });
    this.y -= 92;
  }

  /** An embedded PNG, scaled to `width` points. */
  async image(png: Uint8Array, width: number) {
    const img = await this.doc.embedPng(png);
    const height = (img.height / img.width) * width;
    this.ensure(height + 12);
    this.page.drawImage(img, { x: margin, y: this.y - height, width, height });
    this.y -= height + 16;
  }

  /** Sample line of the type scale. */
  sample(text: string, size: number, bold: boolean) {
    this.ensure(size * 1.8);
    this.y -= size * 1.3;
    this.page.drawText(this.clean(text), { x: margin, y: this.y, size, font: bold ? this.bold : this.regular, color: ink });
    this.y -= size * 0.5;
  }

  space(points: number) {
    this.y -= points;
  }

  async save(): Promise<Uint8Array> {
    return this.doc.save({ useObjectStreams: true });
  }
}

export { muted as mutedColor };
