export { Card, CardLink, CardButton, cardPaddings, cardElements, type CardProps, type CardLinkProps, type CardButtonProps } from './Card.tsx';
