import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { componentsLayer } from '@orisun/tokens';

export const root = recipe({
  base: { '@layer': { [componentsLayer]: { flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' } } },
  variants: {
    size: {
      inherit: { '@layer': { [componentsLayer]: { width: '1.25em', height: '1.25em' } } },
      xs: { '@layer': { [componentsLayer]: { width: '0.875rem', height: '0.875rem' } } },
      sm: { '@layer': { [componentsLayer]: { width: '1rem', height: '1rem' } } },
      md: { '@layer': { [componentsLayer]: { width: '1.25rem', height: '1.25rem' } } },
      lg: { '@layer': { [componentsLayer]: { width: '1.5rem', height: '1.5rem' } } },
      xl: { '@layer': { [componentsLayer]: { width: '2rem', height: '2rem' } } },
      '2xl': { '@layer': { [componentsLayer]: { width: '3rem', height: '3rem' } } },
    },
  },
  defaultVariants: { size: 'md' },
});

export type IconVariants = NonNullable<RecipeVariants<typeof root>>;
