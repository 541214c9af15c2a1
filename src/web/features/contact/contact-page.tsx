import { useState } from 'react';
import type { FormEvent } from 'react';
import { contactMessage } from '../../../contract';
import type { ContactMessage } from '../../../contract';
import { buttonPrimary, card, fieldError, fieldInput, fieldLabel } from '../../components/ui';
import { ApiRequestError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { sendContactMessage } from './contact-api';

type Field = keyof ContactMessage;
type FieldErrors = Partial<Record<Field, string>>;

const EMPTY: ContactMessage = { name: '', email: '', message: '' };

/** The first message per field of a zod-style issue list (`[{path, message}]`), as the server sends in `details`. */
function fieldErrorsOf(issues: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (Array.isArray(issues)) {
    for (const issue of issues as { path?: unknown[]; message?: unknown }[]) {
      const field = issue.path?.[0];
      if ((field === 'name' || field === 'email' || field === 'message') && errors[field] === undefined && typeof issue.message === 'string') {
        errors[field] = issue.message;
      }
    }
  }
  return errors;
}

/** What to tell the user when the server did not take the message. */
function failureOf(err: unknown): string {
  if (err instanceof ApiRequestError) {
    if (err.code === 'rate_limited') {
      return 'Too many messages from here just now. Please wait a few minutes and send it again.';
    }
    if (err.code === 'unreachable') {
      return 'The server could not be reached. Your message is still here: send it again when you are back online.';
    }
    return `Your message was not sent: ${err.error}`;
  }
  return 'Your message was not sent. Please try again.';
}

const CHANNELS: readonly { label: string; value: string; href?: string }[] = [
  { label: 'Email', value: 'support@creditgrid.example', href: 'mailto:support@creditgrid.example' },
  { label: 'Phone', value: '+91 22 4000 0000', href: 'tel:+912240000000' },
  { label: 'Office', value: 'CreditGrid Analytics, 4th Floor, Example House, Bandra Kurla Complex, Mumbai 400 051' },
];

/**
 * Contact (spec §2): the company's details and a message form. The message is stored through
 * POST /api/contact/; the thank-you appears only once the server has accepted it, and a refusal is
 * shown beside the form with the text kept, so nothing typed is lost.
 */
export function ContactPage() {
  const [form, setForm] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const field = (name: Field) => ({
    name,
    value: form[name],
    'aria-invalid': errors[name] !== undefined,
    'aria-describedby': errors[name] === undefined ? undefined : `contact-${name}-error`,
    onChange: (e: { target: { value: string } }) => {
      setForm((f) => ({ ...f, [name]: e.target.value }));
      setSent(false);
    },
  });

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = contactMessage.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    setFailure(null);
    setSending(true);
    try {
      await sendContactMessage(parsed.data);
      notify.success('Thank you. We will get back to you within one working day.');
      setForm(EMPTY);
      setSent(true);
    } catch (err) {
      console.error(err);
      setErrors(err instanceof ApiRequestError ? fieldErrorsOf(err.details) : {});
      setFailure(failureOf(err));
    } finally {
      setSending(false);
    }
  };

  const errorOf = (name: Field) =>
    errors[name] === undefined ? null : (
      <p id={`contact-${name}-error`} className={fieldError}>
        {errors[name]}
      </p>
    );

  return (
    <section className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[2fr_3fr]">
      <div>
        <h1 className="font-playfair text-3xl font-semibold text-ink-blue dark:text-white">Talk to us</h1>
        <p className="mt-3 text-gray-600 dark:text-gray-300">
          Questions about the CMA format, a feature request, or help with an analysis: we read every message.
        </p>
        <dl className="mt-8 space-y-5">
          {CHANNELS.map((c) => (
            <div key={c.label}>
              <dt className="text-xs font-semibold tracking-wider text-gray-500 uppercase dark:text-gray-400">{c.label}</dt>
              <dd className="mt-1 text-gray-900 dark:text-gray-100">
                {c.href ? (
                  <a href={c.href} className="hover:text-newBlue-600 dark:hover:text-sky-400">
                    {c.value}
                  </a>
                ) : (
                  c.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <form onSubmit={(e) => void submit(e)} noValidate aria-busy={sending} className={`${card} space-y-4 p-6`}>
        <div className="grid gap-4 xs:grid-cols-2">
          <div>
            <label htmlFor="contact-name" className={fieldLabel}>
              Name
            </label>
            <input id="contact-name" required autoComplete="name" maxLength={120} className={fieldInput} {...field('name')} />
            {errorOf('name')}
          </div>
          <div>
            <label htmlFor="contact-email" className={fieldLabel}>
              Email
            </label>
            <input id="contact-email" type="email" required autoComplete="email" maxLength={254} className={fieldInput} {...field('email')} />
            {errorOf('email')}
          </div>
        </div>
        <div>
          <label htmlFor="contact-message" className={fieldLabel}>
            Message
          </label>
          <textarea id="contact-message" required rows={6} maxLength={5000} className={fieldInput} {...field('message')} />
          {errorOf('message')}
        </div>
        {failure !== null && (
          <p
            role="alert"
            data-testid="contact-failure"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
          >
            {failure}
          </p>
        )}
        <div className="flex items-center justify-between gap-4">
          <p className="text-sm text-gray-500 dark:text-gray-400" aria-live="polite">
            {sent ? 'Message received.' : sending ? 'Sending…' : ''}
          </p>
          <button type="submit" className={buttonPrimary} disabled={sending}>
            {sending ? 'Sending…' : 'Send message'}
          </button>
        </div>
      </form>
    </section>
  );
}
