/**
 * The PNG images the prerender writes (Node only): the app icons (the favicon's mark: a white
 * ring on a rounded teal square) and the 1200x630 sharing card (the mark plus the name in a
 * block letter face). Drawn pixel by pixel and encoded with zlib: no image library, a few KB each.
 */
import zlib from 'node:zlib';

type Rgb = readonly [number, number, number];
const teal: Rgb = [0x0b, 0x7a, 0x66];
const white: Rgb = [0xff, 0xff, 0xff];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** Encodes RGBA pixels (width*height*4 bytes) as a PNG. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    raw.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A shape: the colour it paints and its coverage test at a point. Later shapes paint over earlier ones. */
interface Shape {
  color: Rgb;
  inside: (x: number, y: number) => boolean;
}

/** Renders shapes with 4x4 supersampling (smooth edges), over a transparent background. */
function draw(width: number, height: number, shapes: Shape[]): Buffer {
  const px = new Uint8Array(width * height * 4);
  const n = 4;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const fx = x + (sx + 0.5) / n;
          const fy = y + (sy + 0.5) / n;
          for (let i = shapes.length - 1; i >= 0; i--) {
            const s = shapes[i];
            if (s?.inside(fx, fy)) {
              r += s.color[0]; g += s.color[1]; b += s.color[2]; a += 255;
              break;
            }
          }
        }
      }
      const cover = a / 255;
      const o = (y * width + x) * 4;
      if (cover > 0) {
        px[o] = Math.round(r / cover);
        px[o + 1] = Math.round(g / cover);
        px[o + 2] = Math.round(b / cover);
      }
      px[o + 3] = Math.round(a / (n * n));
    }
  }
  return encodePng(width, height, px);
}

const roundedRect = (x0: number, y0: number, w: number, h: number, radius: number) => (x: number, y: number) => {
  if (x < x0 || y < y0 || x > x0 + w || y > y0 + h) return false;
  const dx = Math.max(x0 + radius - x, 0, x - (x0 + w - radius));
  const dy = Math.max(y0 + radius - y, 0, y - (y0 + h - radius));
  return dx * dx + dy * dy <= radius * radius;
};
const ring = (cx: number, cy: number, radius: number, stroke: number) => (x: number, y: number) => {
  const d = Math.hypot(x - cx, y - cy);
  return d >= radius - stroke / 2 && d <= radius + stroke / 2;
};

/** The favicon's mark (viewBox 64: rx 14, ring r 17, stroke 8) at `size` px, full bleed (maskable-safe ring). */
export function iconPng(size: number): Buffer {
  const k = size / 64;
  return draw(size, size, [
    { color: teal, inside: roundedRect(0, 0, size, size, 14 * k) },
    { color: white, inside: ring(size / 2, size / 2, 17 * k, 8 * k) },
  ]);
}

/** 5x7 block letters for the sharing card's words. */
const glyphs: Record<string, string[]> = {
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  I: ['11111', '00100', '00100', '00100', '00100', '00100', '11111'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  ' ': ['00000', '00000', '00000', '00000', '00000', '00000', '00000'],
};

/** A word in block letters, top-left at (x0, y0), each cell `scale` px, one empty column between letters. */
const blockText = (text: string, x0: number, y0: number, scale: number) => (x: number, y: number) => {
  const col = Math.floor((x - x0) / scale);
  const row = Math.floor((y - y0) / scale);
  if (col < 0 || row < 0 || row > 6) return false;
  const glyph = glyphs[text[Math.floor(col / 6)] ?? ''];
  return glyph?.[row]?.[col % 6] === '1';
};

/** The 1200x630 Open Graph / Twitter card: the mark and "ORISUN SOFTWARE" on the brand teal. */
export function ogImagePng(name: string): Buffer {
  const [first = '', ...rest] = name.toUpperCase().split(' ');
  const second = rest.join(' ');
  for (const ch of first + second) if (!(ch in glyphs)) throw new Error(`brandImages: no glyph for ${ch}`);
  const width = 1200;
  const height = 630;
  return draw(width, height, [
    { color: teal, inside: () => true },
    { color: white, inside: ring(250, 315, 110, 52) },
    { color: white, inside: blockText(first, 450, 205, 20) },
    { color: white, inside: blockText(second, 454, 375, 10) },
  ]);
}
