export { Fact, factSizes, type FactProps, type FactSize } from './Fact.tsx';
