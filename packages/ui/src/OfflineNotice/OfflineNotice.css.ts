import { style } from '@vanilla-extract/css';
import { componentsLayer, vars } from '@orisun/tokens';

/** The attribute the site's service worker puts on `<html>` when it serves a page from its cache. */
export const offlineCopyAttribute = 'data-offline-copy';

/**
 * Not shown (and not read by screen readers) until `<html data-offline-copy>`: then a caution band under the
 * header. CSS alone decides, so it shows with JavaScript off too.
 */
export const root = style({
  '@layer': {
    [componentsLayer]: {
      display: 'none',
      paddingBlock: vars.space['3'],
      paddingInline: vars.space['4'],
      background: vars.color.tone.caution.soft,
      color: vars.color.tone.caution.fg,
      borderBlockEnd: `1px solid ${vars.color.tone.caution.border}`,
      fontWeight: vars.font.weight.semibold,
      textAlign: 'center',
      selectors: { [`html[${offlineCopyAttribute}] &`]: { display: 'block' } },
      '@media': { '(forced-colors: active)': { borderBlockEnd: '2px solid CanvasText' } },
    },
  },
});
