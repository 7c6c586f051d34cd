import type { ReactNode } from 'react';

/** The site's few icons, inline (no icon font, no extra request). Decorative: aria-hidden. */
interface IconProps {
  className?: string;
}

const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function StrokeIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} {...STROKE}>
      {children}
    </svg>
  );
}

export function PhoneIcon({ className = 'size-5' }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z" />
    </StrokeIcon>
  );
}

export function MailIcon({ className = 'size-5' }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m22 7-10 6L2 7" />
    </StrokeIcon>
  );
}

export function MenuIcon({ className = 'size-6' }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </StrokeIcon>
  );
}

export function CloseIcon({ className = 'size-6' }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M18 6 6 18M6 6l12 12" />
    </StrokeIcon>
  );
}

export function ChevronDownIcon({ className = 'size-4' }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="m6 9 6 6 6-6" />
    </StrokeIcon>
  );
}

export function MapPinIcon({ className = 'size-5' }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
      <circle cx="12" cy="10" r="3" />
    </StrokeIcon>
  );
}

export function GlobeIcon({ className = 'size-5' }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10Z" />
    </StrokeIcon>
  );
}

/** Simplified outlines of the two networks' marks, drawn here (no icon font, no third-party request). */
export function InstagramIcon({ className = 'size-5' }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </StrokeIcon>
  );
}

export function FacebookIcon({ className = 'size-5' }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3Z" />
    </StrokeIcon>
  );
}

export function ArrowRightIcon({ className = 'size-4' }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M5 12h14M12 5l7 7-7 7" />
    </StrokeIcon>
  );
}

export function CheckIcon({ className = 'size-5' }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M20 6 9 17l-5-5" />
    </StrokeIcon>
  );
}

export function RoadIcon({ className = 'size-5' }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M4 21 8 3M20 21 16 3M12 4v2M12 10v3M12 17v3" />
    </StrokeIcon>
  );
}

export function ParkingIcon({ className = 'size-5' }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M9 17V7h4a3 3 0 0 1 0 6H9" />
    </StrokeIcon>
  );
}
