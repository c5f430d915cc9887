export { CheckboxGroup, type CheckboxGroupProps, type CheckboxGroupOption } from './CheckboxGroup.tsx';
