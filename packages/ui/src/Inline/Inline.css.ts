import { style } from '@vanilla-extract/css';
import { componentsLayer } from '@orisun/tokens';

/** List items of a list row keep the row's cross-axis alignment. */
export const item = style({ '@layer': { [componentsLayer]: { display: 'flex', minWidth: 0 } } });
