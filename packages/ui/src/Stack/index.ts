export { Stack, stackAligns, stackElements, type StackProps, type StackAlign } from './Stack.tsx';
