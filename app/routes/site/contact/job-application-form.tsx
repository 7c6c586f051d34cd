import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { type DefaultValues, useForm } from 'react-hook-form';
import {
  JOB_APPLICATION_LIMITS,
  type JobApplication,
  type JobApplicationInput,
  JobApplicationSchema,
} from '../../../../domain/job-application.schema.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useKeepEarlyInput } from '../../../lib/early-input.ts';
import { nativeConstraintsOf } from '../../../../domain/native-constraints.ts';
import { AddressField, ContactFormFrame, EmailField, FullNameField } from './contact-form-parts.tsx';

/** `years` starts unset, so nothing is answered for the person; the schema calls it required. */
export const EMPTY_JOB_APPLICATION: DefaultValues<JobApplicationInput> = {
  FullName: '',
  telephone: '',
  Address: '',
  Email: '',
  hiringFor: '',
  years: undefined,
  website: '',
};

/** The browser's checks, from the schema (lengths, the years' bounds). */
export const JOB_APPLICATION_CHECKS = nativeConstraintsOf(JobApplicationSchema);

/** A number box gives text: an empty box is "no answer", anything else the number typed. */
function yearsValue(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (value === '' || value === null || value === undefined) return undefined;
  return Number(value);
}

/**
 * 'Launch Your Career with Us' (rules and messages of its schema, the 'Address is required'
 * message included). Each message shows once its field was left (touched) and is wrong.
 */
export function JobApplicationForm({ headingId }: { headingId: string }) {
  const form = useForm<JobApplicationInput, unknown, JobApplication>({
    resolver: zodResolver(JobApplicationSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_JOB_APPLICATION,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useKeepEarlyInput(form, formRef);
  const { errors } = form.formState;
  const { min, max } = JOB_APPLICATION_LIMITS.years;
  const { t } = useI18n();

  return (
    <ContactFormFrame
      kind="job-application"
      headingId={headingId}
      form={form}
      formRef={formRef}
      purpose={t('contact.job.purpose')}
      honeypot={{ id: 'job-website', field: form.register('website') }}
      label={t('contact.job.send')}
      sendingLabel={t('contact.job.sending')}
    >
      <FullNameField
        id="job-full-name"
        error={errors.FullName?.message}
        {...JOB_APPLICATION_CHECKS.FullName}
        {...form.register('FullName')}
      />
      <TextField
        id="job-telephone"
        label={t('contact.job.telephone')}
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.telephone?.message}
        {...JOB_APPLICATION_CHECKS.telephone}
        {...form.register('telephone')}
      />
      <EmailField
        id="job-email"
        error={errors.Email?.message}
        {...JOB_APPLICATION_CHECKS.Email}
        {...form.register('Email')}
      />
      <AddressField
        id="job-address"
        error={errors.Address?.message}
        {...JOB_APPLICATION_CHECKS.Address}
        {...form.register('Address')}
      />
      <TextField
        id="job-hiring-for"
        label={t('contact.job.hiringFor')}
        help={t('contact.job.hiringForHelp')}
        required
        autoComplete="off"
        error={errors.hiringFor?.message}
        {...JOB_APPLICATION_CHECKS.hiringFor}
        {...form.register('hiringFor')}
      />
      <TextField
        id="job-years"
        label={t('contact.job.years')}
        help={t('contact.job.yearsHelp', { min, max })}
        required
        type="number"
        inputMode="numeric"
        {...JOB_APPLICATION_CHECKS.years}
        step={1}
        error={errors.years?.message}
        {...form.register('years', { setValueAs: yearsValue })}
      />
    </ContactFormFrame>
  );
}
