import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { type Enquiry, type EnquiryInput, EnquirySchema } from '../../../../domain/enquiry.schema.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useKeepEarlyInput } from '../../../lib/early-input.ts';
import { nativeConstraintsOf } from '../../../../domain/native-constraints.ts';
import { AddressField, ContactFormFrame, EmailField, FullNameField } from './contact-form-parts.tsx';

export const EMPTY_ENQUIRY: EnquiryInput = {
  FullName: '',
  PhoneNumber: '',
  CompanyName: '',
  Address: '',
  Email: '',
  message: '',
  website: '',
};

/**
 * The browser's checks, from the schema. The phone's 20-character bound is a refinement the JSON
 * Schema cannot carry, so it is added here (enquiry-form.test.tsx holds it to the schema).
 */
export const ENQUIRY_CHECKS = nativeConstraintsOf(EnquirySchema);
const PHONE_CHECKS = { ...ENQUIRY_CHECKS.PhoneNumber, maxLength: 20 };

/**
 * The 'How can we help?' enquiry (rules and messages of its schema). Each message shows once its field
 * was left (touched) and is wrong; Send Message checks them all first.
 */
export function EnquiryForm({ headingId }: { headingId: string }) {
  const form = useForm<EnquiryInput, unknown, Enquiry>({
    resolver: zodResolver(EnquirySchema),
    mode: 'onTouched',
    defaultValues: EMPTY_ENQUIRY,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useKeepEarlyInput(form, formRef);
  const { errors } = form.formState;
  const { t } = useI18n();

  return (
    <ContactFormFrame
      kind="enquiry"
      headingId={headingId}
      form={form}
      formRef={formRef}
      purpose={t('contact.enquiry.purpose')}
      honeypot={{ id: 'enquiry-website', field: form.register('website') }}
      label={t('contact.enquiry.send')}
      sendingLabel={t('contact.enquiry.sending')}
    >
      <FullNameField
        id="enquiry-full-name"
        error={errors.FullName?.message}
        {...ENQUIRY_CHECKS.FullName}
        {...form.register('FullName')}
      />
      <TextField
        id="enquiry-phone-number"
        label={t('contact.fields.phone')}
        help={t('contact.enquiry.phoneHelp')}
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.PhoneNumber?.message}
        {...PHONE_CHECKS}
        {...form.register('PhoneNumber')}
      />
      <TextField
        id="enquiry-company-name"
        label={t('contact.enquiry.company')}
        required
        autoComplete="organization"
        error={errors.CompanyName?.message}
        {...ENQUIRY_CHECKS.CompanyName}
        {...form.register('CompanyName')}
      />
      <EmailField
        id="enquiry-email"
        error={errors.Email?.message}
        {...ENQUIRY_CHECKS.Email}
        {...form.register('Email')}
      />
      <AddressField
        id="enquiry-address"
        className="md:col-span-2"
        error={errors.Address?.message}
        {...ENQUIRY_CHECKS.Address}
        {...form.register('Address')}
      />
      <TextareaField
        id="enquiry-message"
        label={t('contact.enquiry.message')}
        help={t('contact.enquiry.messageHelp')}
        required
        rows={5}
        className="md:col-span-2"
        error={errors.message?.message}
        {...ENQUIRY_CHECKS.message}
        {...form.register('message')}
      />
    </ContactFormFrame>
  );
}
