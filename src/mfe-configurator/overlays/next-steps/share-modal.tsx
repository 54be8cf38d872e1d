import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { BuildConfiguration } from '../../../domain/entities';
import { Modal } from '../../../platform/modal/modal';
import { FormField } from './form-field';
import { commentError, emailError } from './form-rules';
import { buildRequestOf, NextStepsFailure, postShare } from './next-steps-client';
import type { NextStepsEnv } from './next-steps-env';
import { nextStepsMessages as m, type NextStepsMessageKey } from './next-steps-messages';

export interface ShareModalProps {
  open: boolean;
  onClose(): void;
  build: BuildConfiguration;
  env: NextStepsEnv;
}

type Errors = Partial<Record<'recipient' | 'comment' | 'form', NextStepsMessageKey>>;

/**
 * Share the build by email (product.md section 5): recipient required, comment optional with the spec's
 * unsupported-characters message, 'Your email was sent!' on success. On failure the form keeps
 * what was typed and the build is untouched.
 */
export function ShareModal({ open, onClose, build, env }: ShareModalProps) {
  const intl = useIntl();
  const [recipient, setRecipient] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending') return;
    const found: Errors = {};
    const r = emailError(recipient);
    const c = commentError(comment);
    if (r) found.recipient = r;
    if (c) found.comment = c;
    setErrors(found);
    if (r || c) return;
    setStatus('sending');
    try {
      await postShare(env.fetch, { recipient: recipient.trim(), comment: comment.trim(), lang: env.lang, build: buildRequestOf(build, env.brand, env.environment) });
      setStatus('sent');
    } catch (error) {
      const failure = error instanceof NextStepsFailure ? error : new NextStepsFailure('serverError');
      const field = failure.field === 'recipient' || failure.field === 'comment' ? failure.field : 'form';
      setErrors({ [field]: failure.messageKey });
      setStatus('idle');
    }
  };

  const close = () => {
    if (status === 'sent') {
      setRecipient('');
      setComment('');
      setStatus('idle');
    }
    onClose();
  };
  const text = (key?: NextStepsMessageKey) => (key ? intl.formatMessage(m[key]) : null);

  return (
    <Modal open={open} onClose={close} title={intl.formatMessage(m.shareTitle)}>
      {status === 'sent' ? (
        <p role="status" className="vc-next__success">
          {intl.formatMessage(m.shareSent)}
        </p>
      ) : (
        <form className="vc-next__form" noValidate onSubmit={submit}>
          <FormField label={intl.formatMessage(m.recipient)} type="email" autoComplete="email" required value={recipient} onChange={setRecipient} error={text(errors.recipient)} />
          <FormField label={intl.formatMessage(m.comment)} multiline value={comment} onChange={setComment} error={text(errors.comment)} />
          {errors.form ? (
            <p className="vc-next__error" role="alert">
              {text(errors.form)}
            </p>
          ) : null}
          <button type="submit" className="vc-next__primary" disabled={status === 'sending'}>
            {intl.formatMessage(status === 'sending' ? m.sending : m.send)}
          </button>
        </form>
      )}
    </Modal>
  );
}
