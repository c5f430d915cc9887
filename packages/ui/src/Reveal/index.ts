export { Reveal, revealElements, type RevealProps } from './Reveal.tsx';
