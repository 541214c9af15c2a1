import { useState } from 'react';
import type { FormEvent } from 'react';
import { buttonPrimary, card, fieldInput, fieldLabel } from '../../components/ui';
import { notify } from '../../lib/notify';

const CHANNELS: readonly { label: string; value: string; href?: string }[] = [
  { label: 'Email', value: 'support@creditgrid.example', href: 'mailto:support@creditgrid.example' },
  { label: 'Phone', value: '+91 22 4000 0000', href: 'tel:+912240000000' },
  { label: 'Office', value: 'CreditGrid Analytics, 4th Floor, Example House, Bandra Kurla Complex, Mumbai 400 051' },
];

/** Contact (spec §2): the company's details and a message form. */
export function ContactPage() {
  const [sent, setSent] = useState(false);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // There is no message endpoint yet; the form confirms and resets so the page is honest about it.
    notify.success('Thank you. We will get back to you within one working day.');
    e.currentTarget.reset();
    setSent(true);
  };

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
      <form onSubmit={submit} className={`${card} space-y-4 p-6`}>
        <div className="grid gap-4 xs:grid-cols-2">
          <div>
            <label htmlFor="contact-name" className={fieldLabel}>
              Name
            </label>
            <input id="contact-name" name="name" required autoComplete="name" className={fieldInput} />
          </div>
          <div>
            <label htmlFor="contact-email" className={fieldLabel}>
              Email
            </label>
            <input id="contact-email" name="email" type="email" required autoComplete="email" className={fieldInput} />
          </div>
        </div>
        <div>
          <label htmlFor="contact-message" className={fieldLabel}>
            Message
          </label>
          <textarea id="contact-message" name="message" required rows={6} className={fieldInput} />
        </div>
        <div className="flex items-center justify-between gap-4">
          <p className="text-sm text-gray-500 dark:text-gray-400" aria-live="polite">
            {sent ? 'Message received.' : ''}
          </p>
          <button type="submit" className={buttonPrimary}>
            Send message
          </button>
        </div>
      </form>
    </section>
  );
}
