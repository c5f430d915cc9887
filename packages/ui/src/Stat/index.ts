export { Stat, StatGroup, type StatProps, type StatGroupProps } from './Stat.tsx';
