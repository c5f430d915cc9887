export { TagInput, tagInputDefaultLabels, type TagInputProps, type TagInputLabels } from './TagInput.tsx';
