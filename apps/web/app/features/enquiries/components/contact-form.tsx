import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RequiredNote } from '~/components/ui/required-note';
import { contactSubjectFromQuery } from '~/content/contact';
import { Button } from '~/components/ui/button';
import { ConformField, FormAnswerAlert } from '~/components/ui/conform-field';
import { Honeypot } from '~/components/ui/honeypot';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { Textarea } from '~/components/ui/textarea';
import { CONTACT_SERVICES, CONTACT_SUCCESS_MESSAGE, serviceFromQuery } from '@agency/contract';
import type { ContactForm as ContactValues } from '~/features/enquiries/contact-schema';
import { useFormAnswer } from '~/lib/form-answer';
import { isPersonSubmit } from '~/lib/form-submit';
import { useRevealAnswer } from '~/lib/reveal-message';
import { useLazyValidation, type FieldConstraints, type Validate } from '~/lib/lazy-validation';

/** The form's check (its schema, zod and Conform's zod adapter), fetched when a visitor first touches the form. */
async function importContactValidation(): Promise<Validate<ContactValues>> {
  return (await import('~/features/enquiries/contact-schema')).parseContact;
}

/**
 * The public contact form (docs/000-product.md §2, §4 "Contact form", §5), the same on the home page, /services and
 * /contact.
 *
 * Without JavaScript it posts to the page's action, which answers with the page and `actionResult`. With
 * JavaScript it validates with the same schema (loaded when the visitor first touches the form; the server checks
 * anything sent before), then posts to the same action through a fetcher, so the page does not reload: the button
 * reads 'Sending...' and is disabled, the status of the previous attempt is cleared, and the answer shows
 * 'Message sent successfully!' (fields cleared, `onSuccess` called) or the red failure box; the answer takes the focus
 * (`useRevealAnswer`), as the apply form's does.
 * `?service=` preselects one of the seven services; `?subject=` one of content/contact.ts CONTACT_SUBJECTS (its service
 * and a message to complete). `constraint` comes from the page's loader (`contactConstraint`).
 * Its words come from the catalogs (`forms.contact`, the services by their values, which are what is sent), its
 * messages through `useMessage` (docs/026-languages.md "Forms and their messages").
 */
export function ContactForm({
  actionResult,
  onSuccess,
  constraint,
}: {
  actionResult?: unknown;
  onSuccess?: () => void;
  constraint: FieldConstraints;
}) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const subject = contactSubjectFromQuery(searchParams.get('subject'));
  const initialService = serviceFromQuery(searchParams.get('service')) ?? subject?.service;
  const initialMessage = subject ? t(subject.message) : undefined;
  // A new ?service= or ?subject= (a link followed while the form is on screen) starts a fresh form with it.
  return (
    <ContactFormFields
      key={`${initialService ?? ''} ${initialMessage ?? ''}`}
      actionResult={actionResult}
      onSuccess={onSuccess}
      initialService={initialService}
      initialMessage={initialMessage}
      constraint={constraint}
    />
  );
}

function ContactFormFields({
  actionResult,
  onSuccess,
  initialService,
  initialMessage,
  constraint,
}: {
  actionResult?: unknown;
  onSuccess?: () => void;
  initialService: string | undefined;
  initialMessage: string | undefined;
  constraint: FieldConstraints;
}) {
  const { t } = useTranslation();
  const { validate, load } = useLazyValidation(importContactValidation);
  // docs/000-product.md §4: the status resets to idle on each new submit, also one that the browser-side check stops
  // (`dismiss`).
  const { fetcher, sending, answer, shown, dismiss } = useFormAnswer('contact', actionResult);

  const [form, fields] = useForm<ContactValues>({
    id: 'contact-form',
    lastResult: answer?.result,
    defaultValue: { service: initialService ?? '', message: initialMessage ?? '' },
    constraint,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });

  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && fetcher.data !== reported.current && fetcher.data.success) {
      reported.current = fetcher.data;
      onSuccess?.();
    }
  }, [fetcher.state, fetcher.data, onSuccess]);

  const statusId = 'contact-form-status';
  const formErrors = form.errors ?? [];
  // The answer takes the focus, as the apply form's does; one the page came with (no JavaScript) has autofocus.
  const statusRef = useRef<HTMLDivElement>(null);
  useRevealAnswer(shown, statusRef);
  const statusProps = {
    id: statusId,
    ref: statusRef,
    tabIndex: -1,
    autoFocus: shown !== undefined && shown === actionResult,
    className: 'scroll-mt-24 sm:col-span-2',
  };

  return (
    <fetcher.Form
      method="post"
      {...getFormProps(form)}
      onSubmitCapture={(event) => isPersonSubmit(event) && dismiss()}
      onFocus={() => void load()}
      onPointerDown={() => void load()}
      aria-describedby={shown ? statusId : undefined}
      className="grid gap-5 sm:grid-cols-2"
    >
      <ConformField label={t('forms.contact.fullName')} required field={fields.fullName}>
        <Input {...getInputProps(fields.fullName, { type: 'text' })} autoComplete="name" tall />
      </ConformField>
      <ConformField label={t('forms.contact.company')} field={fields.company}>
        <Input {...getInputProps(fields.company, { type: 'text' })} autoComplete="organization" tall />
      </ConformField>
      <ConformField label={t('forms.contact.email')} required field={fields.email}>
        <Input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" tall />
      </ConformField>
      <ConformField label={t('forms.contact.phone')} field={fields.phone}>
        <Input {...getInputProps(fields.phone, { type: 'tel' })} autoComplete="tel" tall />
      </ConformField>
      <ConformField label={t('forms.contact.service')} field={fields.service} className="sm:col-span-2">
        <Select
          {...getSelectProps(fields.service)}
          tall
          placeholder={t('forms.contact.servicePlaceholder')}
          options={CONTACT_SERVICES.map(({ value }) => ({ value, label: t(`forms.services.${value}`) }))}
        />
      </ConformField>
      <ConformField label={t('forms.contact.message')} required field={fields.message} className="sm:col-span-2">
        <Textarea
          {...getTextareaProps(fields.message)}
          rows={5}
          placeholder={t('forms.contact.messagePlaceholder')}
          tall
        />
      </ConformField>

      <Honeypot id="contact-website" />

      <FormAnswerAlert
        shown={shown}
        successMessage={CONTACT_SUCCESS_MESSAGE}
        errors={formErrors}
        status={statusProps}
      />

      <div className="sm:col-span-2">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
          {sending ? t('forms.sending') : t('forms.contact.submit')}
        </Button>
        <RequiredNote>{t('forms.contact.privacy')}</RequiredNote>
      </div>
    </fetcher.Form>
  );
}
