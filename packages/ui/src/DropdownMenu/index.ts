export { DropdownMenu, type DropdownMenuTriggerProps } from './DropdownMenu.tsx';
