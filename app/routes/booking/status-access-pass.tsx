import { useEffect, useState } from 'react';
import { type ApplicantPass, ApplicantPassSchema, PASS_API } from '../../../domain/access-pass.schema.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { getJson } from '../../lib/api-client.ts';
import { formatCalendarDate } from './status-dates.ts';

/**
 * Only the QR code's own markup is put into the page as it is: an SVG of paths, as the server's QR
 * library writes it, with nothing that could run.
 */
const QR_SVG = /^<svg [^<>]*>(?:<path [^<>]*\/>)+<\/svg>\s*$/;

type PassState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; pass: ApplicantPass };

/**
 * The customer's access pass, once the agreement is signed by both: the code in large type, its QR
 * code (named by the code for screen readers), the yard and the day it opens the gate from. The
 * status answer says only that there is one; the code comes with the served page (`served`) or,
 * when the page was loaded by script, from the private `/Pass` (docs/decisions/081-access-pass.md).
 */
export function StatusAccessPass({
  token,
  validFrom,
  served,
}: {
  token: string;
  validFrom: string;
  /** The pass the server put in the page; undefined when the page must ask for it. */
  served?: ApplicantPass | undefined;
}) {
  const { t, intl } = useI18n();
  const [state, setState] = useState<PassState>(served ? { status: 'loaded', pass: served } : { status: 'loading' });

  useEffect(() => {
    if (served) {
      setState({ status: 'loaded', pass: served });
      return;
    }
    const controller = new AbortController();
    getJson(PASS_API.forApplicant(token), ApplicantPassSchema, { signal: controller.signal }).then(
      (result) =>
        setState(result.status === 'success' ? { status: 'loaded', pass: result.data } : { status: 'failed' }),
      () => {
        // Aborted: the page was left or the status read again.
      },
    );
    return () => controller.abort();
  }, [token, served, validFrom]);

  return (
    <section aria-labelledby="access-pass-heading" className="rounded-lg border-2 border-navy-900 bg-white p-4 md:p-6">
      <h2 id="access-pass-heading" className="text-xl font-bold text-navy-900">
        {t('pass.title')}
      </h2>
      {state.status === 'loading' ? (
        <p role="status" className="mt-2">
          {t('pass.loading')}
        </p>
      ) : state.status === 'failed' ? (
        <p role="alert" className="mt-2 rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-800">
          {t('pass.failed')}
        </p>
      ) : (
        <PassCard pass={state.pass} />
      )}
      {state.status === 'loaded' ? null : (
        <p className="mt-2">
          {t('pass.validFrom')} {formatCalendarDate(validFrom, intl)}
        </p>
      )}
    </section>
  );
}

function PassCard({ pass }: { pass: ApplicantPass }) {
  const { t, intl } = useI18n();
  return (
    <div className="mt-2 space-y-4">
      <p>{t('pass.intro', { yard: pass.yardName })}</p>
      <div className="flex flex-wrap items-center gap-6">
        {QR_SVG.test(pass.qrSvg) ? (
          <div
            role="img"
            aria-label={t('pass.qrLabel', { code: pass.code })}
            className="size-48 shrink-0 bg-white [&>svg]:size-full"
            data-testid="access-pass-qr"
            dangerouslySetInnerHTML={{ __html: pass.qrSvg }}
          />
        ) : null}
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr] sm:items-baseline">
          <dt className="font-semibold">{t('pass.code')}</dt>
          <dd className="font-mono text-4xl font-bold tracking-widest text-navy-900" data-testid="access-pass-code">
            {pass.code}
          </dd>
          <dt className="font-semibold">{t('pass.yard')}</dt>
          <dd className="[overflow-wrap:anywhere]">{pass.yardName}</dd>
          <dt className="font-semibold">{t('pass.validFrom')}</dt>
          <dd>{formatCalendarDate(pass.validFrom, intl)}</dd>
        </dl>
      </div>
    </div>
  );
}
