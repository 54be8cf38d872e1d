import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { BuildConfiguration } from '../../../domain/entities';
import { BuildSheet } from './build-sheet';
import { ExitBuildPrompt } from './exit-prompt';
import type { NextStepsEnv } from './next-steps-env';
import { nextStepsMessages as m } from './next-steps-messages';
import { PaymentModal } from './payment-modal';
import { QuoteModal } from './quote-modal';
import { SavedBuildsModal } from './saved-builds-modal';
import { ShareModal } from './share-modal';
import { useSavedState } from './use-saved-state';
import './next-steps.css';

export interface NextStepsActionsProps {
  build: BuildConfiguration;
  env: NextStepsEnv;
  disclaimers?: string[];
}

type Overlay = 'share' | 'quote' | 'payment' | 'saved' | 'sheet' | null;

/**
 * The next-steps buttons (share, quote, payment estimate, save, saved builds, build sheet), their
 * overlays and the exit-build prompt. Goes into the summary's NextSteps `actions` slot.
 */
export function NextStepsActions({ build, env, disclaimers }: NextStepsActionsProps) {
  const intl = useIntl();
  const [overlay, setOverlay] = useState<Overlay>(null);
  const { unsaved, save, refresh, note: savedNote } = useSavedState(build, env);
  const close = () => {
    setOverlay(null);
    refresh();
  };
  const button = (name: Exclude<Overlay, null>, label: string, primary = false) => (
    <button type="button" className={primary ? 'vc-next__primary' : 'vc-next__action'} onClick={() => setOverlay(name)}>
      {label}
    </button>
  );

  return (
    <div className="vc-next">
      {/* The quote is the way on from a finished build: first and primary (issue 27). */}
      {button('quote', intl.formatMessage(m.quote), true)}
      {button('share', intl.formatMessage(m.share))}
      {button('payment', intl.formatMessage(m.payment))}
      <button type="button" className="vc-next__action" onClick={save}>
        {intl.formatMessage(m.save)}
      </button>
      {button('saved', intl.formatMessage(m.savedBuilds))}
      {button('sheet', intl.formatMessage(m.sheet))}
      <p role="status" className="vc-next__note">
        {savedNote ? intl.formatMessage(savedNote === 'saved' ? m.saved : m.serverError) : ''}
      </p>
      <ShareModal open={overlay === 'share'} onClose={close} build={build} env={env} />
      <QuoteModal open={overlay === 'quote'} onClose={close} build={build} env={env} />
      <PaymentModal open={overlay === 'payment'} onClose={close} build={build} regionCode={overlay === 'payment' ? env.regionCode() : null} env={env} />
      <SavedBuildsModal open={overlay === 'saved'} onClose={close} env={env} />
      <BuildSheet open={overlay === 'sheet'} onClose={close} build={build} env={env} disclaimers={disclaimers} />
      <ExitBuildPrompt unsaved={unsaved} onSave={save} navigate={env.navigate} />
    </div>
  );
}
