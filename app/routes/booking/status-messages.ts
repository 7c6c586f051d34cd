import { i18nFor } from '../../i18n/i18n.tsx';

/** The status page's thanks once new documents arrived, in English (tests read it). */
export const CORRECTIONS_SENT_MESSAGE = i18nFor('en').t('status.correctionsSent');
