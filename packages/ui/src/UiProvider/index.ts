export { UiProvider, useLinkComponent, DefaultLink, type UiProviderProps, type LinkComponent, type LinkComponentProps } from './UiProvider.tsx';
