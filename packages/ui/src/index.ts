// @orisun/ui public entry: the only import path for consumers.

// ── Layout, typography, actions, display (owner: kit part A) ──
export * from './UiProvider/index.ts';
export * from './Box/index.ts';
export * from './Stack/index.ts';
export * from './Inline/index.ts';
export * from './Grid/index.ts';
export * from './Container/index.ts';
export * from './VisuallyHidden/index.ts';
export * from './Icon/index.ts';
export * from './Spinner/index.ts';
export * from './Text/index.ts';
export * from './Heading/index.ts';
export * from './Link/index.ts';
export * from './Button/index.ts';
export * from './Card/index.ts';
export * from './Badge/index.ts';
export * from './Tag/index.ts';
export * from './EmptyState/index.ts';
// (end part A)

// ── Fields, overlays, disclosure, feedback (owner: kit part B) ──
export * from './Field/index.ts';
export * from './TextField/index.ts';
export * from './TextArea/index.ts';
export * from './Select/index.ts';
export * from './Checkbox/index.ts';
export * from './CheckboxGroup/index.ts';
export * from './FileField/index.ts';
export * from './Modal/index.ts';
export * from './Accordion/index.ts';
export * from './Tabs/index.ts';
export * from './Toast/index.ts';
// (end part B)

// ── Site chrome (owner: site) ──
export * from './SkipLink/index.ts';
export * from './NavBar/index.ts';
export * from './Ticker/index.ts';
export * from './SocialIcon/index.ts';
// (end site)

// ── Marketing sections (owner: home+services) ──
export * from './Reveal/index.ts';
export * from './Section/index.ts';
export * from './PageHero/index.ts';
// (end home+services)

// ── Company pages (owner: company) ──
export * from './Avatar/index.ts';
export * from './Stat/index.ts';
export * from './ProgressBar/index.ts';
// (end company)

// ── Press and ecosystem (owner: press) ──
export * from './DownloadCard/index.ts';
export * from './Logo/index.ts';
// (end press)

// ── Contact page (owner: contact) ──
export * from './RadioGroup/index.ts';
export * from './Embed/index.ts';
// (end contact)
