export { AttachmentList, type AttachmentListItem, type AttachmentListProps } from './AttachmentList.tsx';
