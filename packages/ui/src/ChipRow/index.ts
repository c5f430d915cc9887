export { ChipRow, chipRowWrapFroms, type ChipRowProps, type ChipRowWrapFrom } from './ChipRow.tsx';
