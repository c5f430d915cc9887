export { RadioGroup, type RadioGroupProps, type RadioGroupOption } from './RadioGroup.tsx';
