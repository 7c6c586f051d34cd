import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import {
  type Enquiry,
  type EnquiryInput,
  EnquirySchema,
  lacksReplyWay,
  REPLY_WAY_MESSAGE,
} from '../../../../domain/enquiry.schema.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useKeepEarlyInput } from '../../../lib/early-input.ts';
import { nativeConstraintsOf } from '../../../../domain/native-constraints.ts';
import { ContactFormFrame, EmailField, FullNameField } from './contact-form-parts.tsx';

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

const schemaResolver = zodResolver(EnquirySchema);

/**
 * The schema's resolver, and beside its other messages the missing way to reply, which the schema
 * checks only once the other answers pass: an empty form names all it lacks at once.
 */
const enquiryResolver: Resolver<EnquiryInput, unknown, Enquiry> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (Object.keys(result.errors).length === 0 || result.errors.Email || !lacksReplyWay(values)) return result;
  return { values: {}, errors: { ...result.errors, Email: { type: 'custom', message: REPLY_WAY_MESSAGE } } };
};

/**
 * The 'How can we help?' enquiry (rules and messages of its schema): a name, an e-mail address or a
 * phone number (one is enough), the message; the company and the address if the person wishes. Each
 * message shows once its field was left (touched) and is wrong; Send Message checks them all first.
 */
export function EnquiryForm({ headingId }: { headingId: string }) {
  const form = useForm<EnquiryInput, unknown, Enquiry>({
    resolver: enquiryResolver,
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
      requiredNote="contact.enquiry.required"
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
      <EmailField
        id="enquiry-email"
        required={false}
        help={t('contact.enquiry.emailHelp')}
        error={errors.Email?.message}
        {...ENQUIRY_CHECKS.Email}
        {...form.register('Email')}
      />
      <TextField
        id="enquiry-phone-number"
        label={t('contact.fields.phone')}
        help={t('contact.enquiry.phoneHelp')}
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
        autoComplete="organization"
        error={errors.CompanyName?.message}
        {...ENQUIRY_CHECKS.CompanyName}
        {...form.register('CompanyName')}
      />
      <TextField
        id="enquiry-address"
        label={t('contact.enquiry.address')}
        autoComplete="address-line1"
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
