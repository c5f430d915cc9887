export { ProgressBar, progressBarTones, type ProgressBarProps } from './ProgressBar.tsx';
