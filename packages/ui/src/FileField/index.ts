export { FileField, formatFileSize, fileMatchesAccept, type FileFieldProps } from './FileField.tsx';
