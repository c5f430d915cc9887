import { brand } from '../content/brand.ts';

/** The Orisun logo: the "O" mark (as in the favicon) and the name. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <>
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#0b7a66" />
        <circle cx="32" cy="32" r="17" fill="none" stroke="#fff" strokeWidth="8" />
      </svg>
      <span>{brand.name}</span>
    </>
  );
}
