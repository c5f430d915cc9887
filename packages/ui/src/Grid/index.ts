export { Grid, gridColumns, type GridProps, type GridColumns } from './Grid.tsx';
