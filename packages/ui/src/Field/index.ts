export { Field, type FieldProps, type FieldBaseProps, type FieldControlProps } from './Field.tsx';
