/**
 * Each component's status for a developer using the kit outside this site (Getting started). A unit test holds it to
 * the kit's exports: a new component gets a status here with its first story.
 *
 * - stable: the props are settled; a change that breaks an app is a major version, with a changeset saying what to do.
 * - beta: works, tested and documented like the rest, but newer: its props may still change in a minor version.
 * - orisun: made for Orisun's own pages (its brand, its support desk and forum); usable elsewhere, shaped by our content.
 */
export type ComponentStatus = 'stable' | 'beta' | 'orisun';

export const statusMeaning: Record<ComponentStatus, string> = {
  stable: 'Props settled; breaking changes only in a major version.',
  beta: 'Newer; props may still change in a minor version.',
  orisun: "Made for Orisun's own pages; usable elsewhere, shaped by its content.",
};

export const componentStatus: Record<string, ComponentStatus> = {
  Accordion: 'stable',
  AttachmentList: 'beta',
  Avatar: 'stable',
  Badge: 'stable',
  Box: 'stable',
  Button: 'stable',
  Card: 'stable',
  Checkbox: 'stable',
  CheckboxGroup: 'stable',
  ChipRow: 'stable',
  Container: 'stable',
  DownloadCard: 'orisun',
  DropdownMenu: 'beta',
  Embed: 'stable',
  EmojiPicker: 'beta',
  EmptyState: 'stable',
  Fact: 'orisun',
  Field: 'stable',
  FileField: 'stable',
  FilesField: 'beta',
  Grid: 'stable',
  Heading: 'stable',
  Icon: 'stable',
  Inline: 'stable',
  Link: 'stable',
  LoadError: 'stable',
  Logo: 'orisun',
  Modal: 'stable',
  NavBar: 'orisun',
  NoResults: 'stable',
  OfflineNotice: 'stable',
  PageHero: 'orisun',
  Pagination: 'stable',
  PostBody: 'orisun',
  ProgressBar: 'stable',
  RadioGroup: 'stable',
  Reveal: 'stable',
  SearchField: 'stable',
  Section: 'stable',
  Select: 'stable',
  SkipLink: 'stable',
  SocialIcon: 'orisun',
  Spinner: 'stable',
  Stack: 'stable',
  Stat: 'orisun',
  StatusBadge: 'orisun',
  Table: 'stable',
  Tabs: 'stable',
  Tag: 'stable',
  TagInput: 'beta',
  Text: 'stable',
  TextArea: 'stable',
  TextField: 'stable',
  ThreadRow: 'orisun',
  Ticker: 'orisun',
  TicketCard: 'orisun',
  Toast: 'stable',
  UiProvider: 'stable',
  UrgencyBadge: 'orisun',
  VisuallyHidden: 'stable',
  Workspace: 'beta',
};
