import { SITE } from '../../content/site.ts';

/** The shield mark, drawn inline so the header costs no extra request (same drawing as public/favicon.svg). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <path
        d="M32 3 57 11v19c0 15.5-10.3 26.3-25 31C17.3 56.3 7 45.5 7 30V11Z"
        fill="#0b1f3f"
        stroke="#f2b705"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M23 17h12a9.5 9.5 0 0 1 0 19h-5v11h-7Zm7 6v7h5a3.5 3.5 0 0 0 0-7Z" fill="#f2b705" fillRule="evenodd" />
    </svg>
  );
}

/** Mark and wordmark; the visible text is the company name, so the link reads well to a screen reader. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className="flex items-center gap-2">
      <LogoMark className="size-10 shrink-0" />
      <span className="flex flex-col leading-none">
        <span className={`text-xl font-extrabold tracking-tight ${tone === 'dark' ? 'text-white' : 'text-navy-900'}`}>
          {SITE.shortName}
        </span>{' '}
        <span
          className={`mt-1 text-[0.7rem] font-semibold tracking-[0.18em] uppercase ${tone === 'dark' ? 'text-gold-400' : 'text-gold-700'}`}
        >
          Truck Parking
        </span>
      </span>
    </span>
  );
}
