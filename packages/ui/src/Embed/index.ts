export { Embed, type EmbedProps } from './Embed.tsx';
