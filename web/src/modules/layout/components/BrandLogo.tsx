import { Link } from 'react-router-dom';
import { BRAND_NAME } from '../../../app/brand';

interface BrandLogoProps {
  to?: string;
  inverted?: boolean;
}

/** The product mark: a check inside a speech bubble, plus the wordmark. */
export function BrandLogo({ to = '/', inverted = false }: BrandLogoProps) {
  return (
    <Link to={to} className={`brand${inverted ? ' brand--inverted' : ''}`} aria-label={`${BRAND_NAME} home`}>
      <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="2" y="3" width="28" height="22" rx="7" fill="currentColor" />
        <path d="M10 25 L10 30 L16 25 Z" fill="currentColor" />
        <path d="M10 14.5 L14.5 19 L22.5 10" fill="none" stroke="var(--color-surface)" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="brand__name">{BRAND_NAME}</span>
    </Link>
  );
}
