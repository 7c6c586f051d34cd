import { AGREEMENT_API, type ApplicantAgreement } from '../../../domain/agreement.schema.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { StatusSignForm } from './status-sign-form.tsx';

/**
 * An accepted customer's parking agreement: which version is in force, where it stands, the PDF
 * to read (the signed copy once both signed), its fingerprint (the SHA-256 the signatures are recorded against), and the form to sign
 * it while it waits for their signature.
 */
export function StatusAgreement({
  token,
  agreement,
  onSigned,
}: {
  token: string;
  agreement: ApplicantAgreement;
  onSigned: () => void;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="agreement-heading" className="rounded-lg border-2 border-navy-900 bg-white p-4 md:p-6">
      <h2 id="agreement-heading" className="text-xl font-bold text-navy-900">
        {t('status.agreement.title')}
      </h2>
      <p className="mt-1">{t(`status.agreement.${agreement.state}`, { version: agreement.version })}</p>
      <p className="mt-3">
        <a
          href={AGREEMENT_API.forApplicant(token)}
          className="inline-flex min-h-11 items-center font-semibold text-navy-900 underline underline-offset-2"
        >
          {agreement.state === 'Signed' ? t('status.agreement.readSigned') : t('status.agreement.read')}
        </a>
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {t('status.agreement.fingerprint')}{' '}
        <code className="[overflow-wrap:anywhere]" data-testid="agreement-sha256">
          {agreement.sha256}
        </code>
      </p>
      {agreement.state === 'AwaitingSignature' ? (
        <StatusSignForm token={token} agreement={agreement} onSigned={onSigned} />
      ) : null}
    </section>
  );
}
