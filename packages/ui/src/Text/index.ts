export { Text, textSizes, textWeights, textTones, textElements, type TextProps, type TextTone } from './Text.tsx';
