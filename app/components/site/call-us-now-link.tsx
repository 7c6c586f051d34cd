import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { PhoneIcon } from '../layout/icons.tsx';

/** `gold` on navy backgrounds, `navy` on white or gold ones: both pairs pass WCAG AA (see app.css). */
export type CallUsNowTone = 'gold' | 'navy';

const TONE_CLASSES: Record<CallUsNowTone, string> = {
  gold: 'bg-gold-400 text-navy-950 hover:bg-gold-300',
  navy: 'bg-navy-900 text-white hover:bg-navy-800',
};

/**
 * The original's 'Call Us Now' button followed by the phone number: a `tel:` link, so a driver on
 * a phone calls with one tap. The number is part of the link's name, so it is read out too.
 */
export function CallUsNowLink({ tone = 'gold', className = '' }: { tone?: CallUsNowTone; className?: string }) {
  const { t } = useI18n();
  return (
    <a
      href={`tel:${BUSINESS_CONTACT.phoneE164}`}
      className={`inline-flex min-h-12 flex-wrap items-center justify-center gap-x-2 rounded-md px-5 py-2 text-base font-bold sm:text-lg ${TONE_CLASSES[tone]} ${className}`}
    >
      <PhoneIcon className="size-5 shrink-0" />
      <span>{t('site.callUsNow')}</span>{' '}
      <span className="font-semibold whitespace-nowrap">{BUSINESS_CONTACT.phoneDisplay}</span>
    </a>
  );
}
