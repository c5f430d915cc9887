export {
  Section,
  sectionBackgrounds,
  sectionWidths,
  sectionAligns,
  sectionHeadingLevels,
  type SectionProps,
  type SectionHeadingLevel,
} from './Section.tsx';
