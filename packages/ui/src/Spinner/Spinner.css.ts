import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { componentsLayer, mq, vars } from '@orisun/tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = recipe({
  base: {
    '@layer': {
      [componentsLayer]: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', verticalAlign: 'middle', color: 'currentColor' },
    },
  },
  variants: {
    size: {
      sm: { '@layer': { [componentsLayer]: { width: '1rem', height: '1rem' } } },
      md: { '@layer': { [componentsLayer]: { width: '1.5rem', height: '1.5rem' } } },
      lg: { '@layer': { [componentsLayer]: { width: '2.5rem', height: '2.5rem' } } },
    },
  },
  defaultVariants: { size: 'md' },
});

export const graphic = style({
  '@layer': {
    [componentsLayer]: {
      width: '100%',
      height: '100%',
      animation: `${spin} 0.8s linear infinite`,
      '@media': {
        // Without motion the ring is a static, clearly partial arc; the label still says "Loading".
        [mq.reducedMotion]: { animation: 'none' },
      },
    },
  },
});

export const track = style({
  '@layer': { [componentsLayer]: { stroke: 'currentColor', opacity: 0.25 } },
});

export const arc = style({
  '@layer': {
    [componentsLayer]: {
      stroke: 'currentColor',
      '@media': { [mq.forcedColors]: { stroke: 'CanvasText' } },
    },
  },
});

/** Tone colours for a standalone spinner: the tone's text colour. */
export const toned = style({ '@layer': { [componentsLayer]: { color: vars.color.fg.muted } } });

export type SpinnerVariants = NonNullable<RecipeVariants<typeof root>>;
