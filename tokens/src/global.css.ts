import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { baseLayer, resetLayer } from './layers.css.ts';
import { mq } from './scales/misc.ts';

globalStyle('*, *::before, *::after', { '@layer': { [resetLayer]: { boxSizing: 'border-box' } } });
globalStyle('html', {
  '@layer': { [resetLayer]: { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' } },
});
globalStyle('body, h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol', {
  '@layer': { [resetLayer]: { margin: 0 } },
});
globalStyle('img, svg, video, canvas', { '@layer': { [resetLayer]: { display: 'block', maxWidth: '100%' } } });
globalStyle('img, video', { '@layer': { [resetLayer]: { height: 'auto' } } });
globalStyle('input, button, textarea, select', { '@layer': { [resetLayer]: { font: 'inherit', color: 'inherit' } } });

globalStyle('html', {
  '@layer': {
    [baseLayer]: {
      backgroundColor: vars.color.bg.canvas,
      color: vars.color.fg.default,
      fontFamily: vars.font.family.body,
      fontSize: '100%',
      lineHeight: vars.font.lineHeight.normal,
      scrollBehavior: 'smooth',
      scrollPaddingTop: '5rem',
      '@media': { [mq.reducedMotion]: { scrollBehavior: 'auto' } },
    },
  },
});
globalStyle('body', {
  '@layer': { [baseLayer]: { minHeight: '100dvh', overflowWrap: 'break-word', WebkitFontSmoothing: 'antialiased' } },
});
globalStyle(':focus-visible', {
  '@layer': {
    [baseLayer]: { outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});
globalStyle('*, *::before, *::after', {
  '@layer': {
    [baseLayer]: {
      '@media': {
        [mq.reducedMotion]: {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
        },
      },
    },
  },
});
