import { root as band } from '../Section/Section.css.ts';

/** The hero is a page band (the same rhythm as `Section`) on the accent-soft background. */
export const root = band({ background: 'accentSoft' });
