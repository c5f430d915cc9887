export { Ticker, type TickerProps, type TickerItem } from './Ticker.tsx';
