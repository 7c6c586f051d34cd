import type { Ref } from 'react';
import { useFormState, type FieldErrors } from 'react-hook-form';
import type { BookingInput } from '../../../domain/booking.schema.ts';
import type { FieldError } from '../../../domain/api-error.schema.ts';
import { validationMessage } from '../../../domain/validation-messages.ts';
import { ErrorSummary, type ErrorSummaryGroup, type ErrorSummaryItem } from '../../components/ui/error-summary.tsx';
import { type I18n, useI18n } from '../../i18n/i18n.tsx';
import { BOOKING_FIELDS, BOOKING_STEPS, fieldId, fieldLabel, findField } from './booking-fields.ts';

/** Every message in a react-hook-form error tree, with its dotted path (`references.0.email`). */
export function flattenErrors(errors: unknown, prefix = ''): FieldError[] {
  if (typeof errors !== 'object' || errors === null) return [];
  const node = errors as Record<string, unknown>;
  const found: FieldError[] = [];
  if (typeof node.message === 'string' && node.message && typeof node.type === 'string') {
    found.push({ path: prefix, message: node.message });
  }
  for (const [key, child] of Object.entries(node)) {
    // `ref` is the DOM element the error belongs to; the rest are the error's own fields.
    if (key === 'ref' || key === 'type' || key === 'types' || key === 'message') continue;
    found.push(...flattenErrors(child, prefix ? `${prefix}.${key}` : key));
  }
  return found;
}

/**
 * Known fields grouped by step, in form order; anything else (e.g. a server rule) under "Other".
 * Messages are the schema's or the server's English, shown in the page's language (docs/i18n.md).
 */
export function buildSummaryGroups(
  errors: FieldErrors<BookingInput>,
  otherErrors: readonly FieldError[],
  { t, language }: Pick<I18n, 't' | 'language'>,
): ErrorSummaryGroup[] {
  const messages = new Map(
    flattenErrors(errors).map((error) => [error.path, validationMessage(error.message, language)]),
  );
  const groups: ErrorSummaryGroup[] = BOOKING_STEPS.map((step, index) => ({
    key: `step-${index}`,
    title: t('booking.summary.step', { number: index + 1, title: t(step.title) }),
    items: BOOKING_FIELDS.filter((field) => field.step === index && messages.has(field.path)).map((field) => {
      const label = fieldLabel(field, t);
      const message = messages.get(field.path) ?? '';
      return {
        key: field.path,
        // "Is the carrier based in Ontario? Say whether…" reads better than "…Ontario?: Say…".
        text: t(label.endsWith('?') ? 'booking.summary.questionItem' : 'booking.summary.item', { label, message }),
        targetId: fieldId(field.path),
      };
    }),
  }));
  const unknown: ErrorSummaryItem[] = [
    ...[...messages].filter(([path]) => !findField(path)),
    ...otherErrors.map((error) => [error.path, validationMessage(error.message, language)] as const),
  ].map(([path, message], index) => ({ key: `other-${index}-${path}`, text: message }));
  groups.push({ key: 'other', title: t('booking.summary.other'), items: unknown });
  return groups.filter((group) => group.items.length > 0);
}

export function BookingErrorSummary({
  otherErrors,
  onSelect,
  ref,
}: {
  otherErrors: readonly FieldError[];
  onSelect: (path: string) => void;
  ref?: Ref<HTMLDivElement>;
}) {
  const i18n = useI18n();
  const { errors } = useFormState<BookingInput>();
  const groups = buildSummaryGroups(errors, otherErrors, i18n);
  if (groups.length === 0) return null;
  return (
    <ErrorSummary
      ref={ref}
      title={i18n.t('booking.summary.title')}
      groups={groups}
      onSelect={(item) => onSelect(item.key)}
    />
  );
}
