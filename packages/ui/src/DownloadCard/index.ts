export { DownloadCard, type DownloadCardProps } from './DownloadCard.tsx';
