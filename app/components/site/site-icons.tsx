/** Icons of the public pages, inline like the layout's (no icon font, no extra request). Decorative: aria-hidden. */
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

export function CheckIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} {...STROKE}>
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}

export function RoadIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} {...STROKE}>
      <path d="M4 21 8 3M20 21 16 3M12 4v2M12 10v3M12 17v3" />
    </svg>
  );
}

export function ParkingIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} {...STROKE}>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M9 17V7h4a3 3 0 0 1 0 6H9" />
    </svg>
  );
}
