export {
  ThreadRow,
  threadRowStatuses,
  threadRowHeadingLevels,
  threadRowDefaultLabels,
  type ThreadRowProps,
  type ThreadRowStatus,
  type ThreadRowHeadingLevel,
  type ThreadRowLabels,
} from './ThreadRow.tsx';
