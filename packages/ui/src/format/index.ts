export { formatCount } from './count.ts';
