import { tones, type Tone } from '@orisun/tokens';
import { textTone } from './textTone.css.ts';

/** Text colours: the fg roles, or a tone's text colour (`critical` for errors...). */
export const textTones = ['default', 'muted', 'inherit', ...tones.filter((t) => t !== 'neutral')] as const;
export type TextTone = 'default' | 'muted' | 'inherit' | Exclude<Tone, 'neutral'>;

/** Class and data-tone attribute for a text tone. */
export function textToneProps(tone: TextTone): { className: string; 'data-tone'?: Tone } {
  if (tone === 'default' || tone === 'muted' || tone === 'inherit') return { className: textTone[tone] };
  return { className: textTone.toned, 'data-tone': tone };
}
