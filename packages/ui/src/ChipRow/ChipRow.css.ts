import { style } from '@vanilla-extract/css';
import { mq, vars } from '@orisun/tokens';
import { layer } from '../private/layer.ts';

/** How wide the fade at the row's end is (the cue that more chips follow). */
const fade = vars.space['10'];

/**
 * One row of chips that scrolls sideways. Its end fades out, so a chip cut by the edge reads as "more this way" (the
 * chips are opaque, so a shadow under them, as `LinkTabs` draw, would be hidden exactly when it matters); the row's
 * end padding is as wide as the fade, so the last chip scrolls clear of it.
 */
export const root = style(
  layer({
    display: 'flex',
    flexWrap: 'nowrap',
    alignItems: 'center',
    gap: vars.space['2'],
    minWidth: 0,
    margin: 0,
    // Room for the chips' focus rings inside the scroller's clip, and for the last chip past the fade.
    padding: vars.space['1'],
    paddingInlineEnd: fade,
    listStyle: 'none',
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'none',
    maskImage: `linear-gradient(to left, transparent, #000 ${fade})`,
    WebkitMaskImage: `linear-gradient(to left, transparent, #000 ${fade})`,
    selectors: { '[dir=rtl] &': { maskImage: `linear-gradient(to right, transparent, #000 ${fade})`, WebkitMaskImage: `linear-gradient(to right, transparent, #000 ${fade})` } },
  }),
);

/** Each chip keeps its width: the row scrolls instead of squeezing them. */
export const item = style(layer({ flex: 'none', display: 'flex' }));

/** Every chip in view: they wrap onto more lines, nothing scrolls or fades. */
const wrapped = { flexWrap: 'wrap', overflowX: 'visible', paddingInlineEnd: vars.space['1'], maskImage: 'none', WebkitMaskImage: 'none' } as const;

/** From the breakpoint on, the chips wrap instead of scrolling. */
export const wrapFrom = {
  tablet: style(layer({ '@media': { [mq.tablet]: { ...wrapped, selectors: { '[dir=rtl] &': { maskImage: 'none', WebkitMaskImage: 'none' } } } } })),
  desktop: style(layer({ '@media': { [mq.desktop]: { ...wrapped, selectors: { '[dir=rtl] &': { maskImage: 'none', WebkitMaskImage: 'none' } } } } })),
  never: style(layer({})),
};
