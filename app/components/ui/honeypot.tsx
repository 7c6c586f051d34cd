import type { UseFormRegisterReturn } from 'react-hook-form';
import { useI18n } from '../../i18n/i18n.tsx';

/**
 * The `website` box of every public form: hidden from people and assistive technology, and out of
 * the tab order; a bot that fills every box fills this one, and the server quietly drops its post.
 */
export function Honeypot({ id, field }: { id: string; field: UseFormRegisterReturn }) {
  const { t } = useI18n();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t('ui.honeypot')}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...field} />
    </div>
  );
}
