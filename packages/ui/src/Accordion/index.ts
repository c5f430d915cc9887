export {
  Accordion,
  accordionHeadingLevels,
  type AccordionHeadingLevel,
  type AccordionRootProps,
  type AccordionItemProps,
  type AccordionTriggerProps,
  type AccordionContentProps,
} from './Accordion.tsx';
