export { OfflineNotice, type OfflineNoticeProps } from './OfflineNotice.tsx';
export { offlineCopyAttribute } from './OfflineNotice.css.ts';
