export { UiProvider, useLinkComponent, useUiLabels, defaultUiLabels, DefaultLink, type UiProviderProps, type UiLabels, type LinkComponent, type LinkComponentProps } from './UiProvider.tsx';
