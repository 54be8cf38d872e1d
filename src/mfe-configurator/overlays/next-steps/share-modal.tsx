import { useMemo, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useIntl } from 'react-intl';
import type { BuildConfiguration } from '../../../domain/entities';
import { Modal } from '../../../platform/modal/modal';
import { FormField } from './form-field';
import { buildRequestOf, postShare } from './next-steps-client';
import type { NextStepsEnv } from './next-steps-env';
import { nextStepsMessages as m, type NextStepsMessageKey } from './next-steps-messages';
import { shareMachine } from './share.machine';

export interface ShareModalProps {
  open: boolean;
  onClose(): void;
  build: BuildConfiguration;
  env: NextStepsEnv;
}

/**
 * Share the build by email (product.md section 5): recipient required, comment optional with the spec's
 * unsupported-characters message, 'Your email was sent!' on success. On failure the form keeps
 * what was typed and the build is untouched. The flow is share.machine.ts.
 */
export function ShareModal({ open, onClose, build, env }: ShareModalProps) {
  const intl = useIntl();
  const machine = useMemo(() => shareMachine.provide({ actors: { sendShare: fromPromise(({ input }) => postShare(env.fetch, input)) } }), [env.fetch]);
  const [state, send] = useMachine(machine);
  const { recipient, comment, errors } = state.context;
  const sending = state.hasTag('sending');
  const sent = state.hasTag('sent');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) send({ type: 'user.submit', request: { lang: env.lang, build: buildRequestOf(build, env.brand, env.environment) } });
  };
  const close = () => {
    send({ type: 'user.closed' });
    onClose();
  };
  const text = (key?: NextStepsMessageKey) => (key ? intl.formatMessage(m[key]) : null);

  return (
    <Modal open={open} onClose={close} title={intl.formatMessage(m.shareTitle)}>
      {sent ? (
        <p role="status" className="vc-next__success">
          {intl.formatMessage(m.shareSent)}
        </p>
      ) : (
        <form className="vc-next__form" noValidate onSubmit={submit}>
          <FormField label={intl.formatMessage(m.recipient)} type="email" autoComplete="email" required value={recipient} onChange={(value) => send({ type: 'user.editRecipient', value })} error={text(errors.recipient)} />
          <FormField label={intl.formatMessage(m.comment)} multiline value={comment} onChange={(value) => send({ type: 'user.editComment', value })} error={text(errors.comment)} />
          {errors.form ? (
            <p className="vc-next__error" role="alert">
              {text(errors.form)}
            </p>
          ) : null}
          <button type="submit" className="vc-next__primary" disabled={sending}>
            {intl.formatMessage(sending ? m.sending : m.send)}
          </button>
        </form>
      )}
    </Modal>
  );
}
