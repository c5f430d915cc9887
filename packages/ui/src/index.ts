// @orisun/ui public entry: the only import path for consumers.
// Grouped by what a component is for, not by the page that first needed it.

// ── Formatting ──
export * from './format/index.ts';

// ── Setup and layout ──
export * from './UiProvider/index.ts';
export * from './Box/index.ts';
export * from './Stack/index.ts';
export * from './Inline/index.ts';
export * from './Grid/index.ts';
export * from './Container/index.ts';
export * from './Section/index.ts';
export * from './Reveal/index.ts';
export * from './VisuallyHidden/index.ts';

// ── Typography ──
export * from './Text/index.ts';
export * from './Heading/index.ts';
export * from './Icon/index.ts';
export * from './Link/index.ts';

// ── Actions and navigation ──
export * from './Button/index.ts';
export * from './OfflineNotice/index.ts';
export * from './SkipLink/index.ts';
export * from './NavBar/index.ts';
export * from './Pagination/index.ts';
export * from './DropdownMenu/index.ts';
export * from './Workspace/index.ts';

// ── Forms ──
export * from './Field/index.ts';
export * from './TextField/index.ts';
export * from './TextArea/index.ts';
export * from './Select/index.ts';
export * from './Checkbox/index.ts';
export * from './CheckboxGroup/index.ts';
export * from './RadioGroup/index.ts';
export * from './FileField/index.ts';
export * from './FilesField/index.ts';
export * from './AttachmentList/index.ts';
export * from './SearchField/index.ts';

// ── Overlays ──
export * from './Modal/index.ts';

// ── Disclosure ──
export * from './Accordion/index.ts';
export * from './Tabs/index.ts';

// ── Feedback and status ──
export * from './Spinner/index.ts';
export * from './ProgressBar/index.ts';
export * from './Toast/index.ts';
export * from './EmptyState/index.ts';
export * from './LoadError/index.ts';
export * from './NoResults/index.ts';

// ── Display and domain pieces ──
export * from './Card/index.ts';
export * from './Badge/index.ts';
export * from './Tag/index.ts';
export * from './ChipRow/index.ts';
export * from './StatusBadge/index.ts';
export * from './UrgencyBadge/index.ts';
export * from './Fact/index.ts';
export * from './Table/index.ts';
export * from './Avatar/index.ts';
export * from './Stat/index.ts';
export * from './PageHero/index.ts';
export * from './DownloadCard/index.ts';
export * from './Logo/index.ts';
export * from './SocialIcon/index.ts';
export * from './Ticker/index.ts';
export * from './Embed/index.ts';
export * from './TicketCard/index.ts';

// ── Forum ──
export * from './ThreadRow/index.ts';
export * from './PostBody/index.ts';
export * from './TagInput/index.ts';
export * from './EmojiPicker/index.ts';
