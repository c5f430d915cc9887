export { FilesField, type FilesFieldProps } from './FilesField.tsx';
