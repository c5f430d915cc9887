export { Container, containerWidths, type ContainerProps } from './Container.tsx';
