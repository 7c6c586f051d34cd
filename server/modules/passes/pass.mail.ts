import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';
import type { Executor } from '../../db/executor.ts';
import { serverI18n } from '../../lib/i18n/server-i18n.ts';
import { mailDate } from '../../lib/i18n/mail-dates.ts';
import { renderMail } from '../../lib/mail/mail-html.ts';
import { enqueueMail, type MailToQueue } from '../../lib/mail/outbox.repository.ts';
import { passQrPng } from './pass-qr.ts';
import { PASS_MAIL_EN } from './pass-mail.en.ts';
import { PASS_MAIL_FR } from './pass-mail.fr.ts';
import type { PassHolder } from './passes.repository.ts';

/**
 * The access pass's e-mail to the customer, in the language they booked in: the code in words
 * and as a QR code. It opens their yard, so it is queued sealed and erased once sent.
 */
export type PassMailKind = 'issued' | 'reissued';

export interface MailedPass {
  /** As shown, `XXXX-XXXX`. */
  code: string;
  validFrom: string;
  yardName: string;
}

const QR_SIZE = 180;
const QR_CID = 'access-pass-qr';

export async function passMail(
  holder: Pick<PassHolder, 'reference' | 'first_name' | 'email' | 'language'>,
  pass: MailedPass,
  kind: PassMailKind,
): Promise<MailToQueue> {
  const i18n = serverI18n(holder.language, { en: PASS_MAIL_EN, fr: PASS_MAIL_FR });
  const { t } = i18n;
  const { code } = pass;
  const validFrom = mailDate(i18n, pass.validFrom);
  const values = { reference: holder.reference, yard: pass.yardName, validFrom, code };
  const content = renderMail({
    heading: t(`${kind}Heading`),
    paragraphs: [
      t('hello', { firstName: holder.first_name }),
      t(`${kind}Text`, values),
      t('callUs', { phone: BUSINESS_CONTACT.phoneDisplay }),
    ],
    rows: [
      { label: t('code'), value: code },
      { label: t('yard'), value: pass.yardName },
      { label: t('validFrom'), value: validFrom },
      { label: t('reference'), value: holder.reference },
    ],
    image: { cid: QR_CID, alt: t('qrAlt', values), size: QR_SIZE },
    closing: BUSINESS_CONTACT.name,
    language: holder.language,
  });
  const qr = { filename: 'access-pass-qr.png', contentType: 'image/png', content: await passQrPng(code), cid: QR_CID };
  return { to: holder.email, subject: t(`${kind}Subject`, values), ...content, attachments: [qr] };
}

/** Queues the pass's e-mail in the caller's transaction, sealed with the data key. */
export async function queuePassMail(
  db: Executor,
  holder: Pick<PassHolder, 'reference' | 'first_name' | 'email' | 'language'>,
  pass: MailedPass,
  kind: PassMailKind,
  context: { now: Date; dataEncryptionKey: Buffer },
): Promise<void> {
  await enqueueMail(db, await passMail(holder, pass, kind), context.now, { sealWith: context.dataEncryptionKey });
}
