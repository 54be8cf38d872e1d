import { useEffect, useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useIntl } from 'react-intl';
import { formatPrice } from '../../../domain/format';
import { Modal } from '../../../platform/modal/modal';
import { FormField } from './form-field';
import type { NextStepsEnv } from './next-steps-env';
import { nextStepsMessages as m } from './next-steps-messages';
import { planResume } from './resume-build';
import { resumeBuildMachine } from './resume-build.machine';
import { deleteSavedBuild, listSavedBuilds, MAX_SAVED_BUILDS, renameSavedBuild, replaceSavedTarget, type SavedBuild } from './saved-builds';

export interface SavedBuildsModalProps {
  open: boolean;
  onClose(): void;
  env: NextStepsEnv;
}

/** Saved builds of this browser: resume (repaired when the content changed: resume-build.machine.ts), rename, delete. */
export function SavedBuildsModal({ open, onClose, env }: SavedBuildsModalProps) {
  const intl = useIntl();
  const [builds, setBuilds] = useState<SavedBuild[]>([]);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const machine = useMemo(
    () =>
      resumeBuildMachine.provide({
        actors: { planResume: fromPromise(({ input }) => planResume(input, env.resolveDeepLink)) },
        actions: {
          navigate: (_, { url }) => env.navigate(url),
          keepRepaired: (_, { saved, plan }) => replaceSavedTarget(env.storage, saved.id, plan.target, plan.totalSRP),
        },
      }),
    [env.resolveDeepLink, env.navigate, env.storage],
  );
  const [resume, send] = useMachine(machine);
  const resuming = (saved: SavedBuild, tag: 'checking' | 'changed' | 'failed') => resume.context.saved?.id === saved.id && resume.hasTag(tag);
  const refresh = () => setBuilds(listSavedBuilds(env.storage));
  useEffect(() => {
    if (open) refresh();
    // Reread on every opening: another tab or the exit prompt may have saved meanwhile.
  }, [open, env.storage]);


  return (
    <Modal open={open} onClose={onClose} title={intl.formatMessage(m.savedBuilds)}>
      <p>{intl.formatMessage(m.savedLimit, { max: MAX_SAVED_BUILDS })}</p>
      {builds.length === 0 ? <p>{intl.formatMessage(m.noSaved)}</p> : null}
      <ul className="vc-next__saved">
        {builds.map((saved) => (
          <li key={saved.id}>
            <p className="vc-next__vehicle">{saved.name}</p>
            <p>
              {intl.formatMessage(m.totalMsrp, { price: formatPrice(saved.totalSRP) })} ·{' '}
              {intl.formatMessage(m.savedAt, { date: intl.formatDate(saved.savedAt, { dateStyle: 'medium' }) })}
            </p>
            {renaming?.id === saved.id ? (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  if (renameSavedBuild(env.storage, saved.id, renaming.name)) {
                    setRenaming(null);
                    refresh();
                  }
                }}
              >
                <FormField label={intl.formatMessage(m.newName)} value={renaming.name} maxLength={80} onChange={(name) => setRenaming({ id: saved.id, name })} />
                <button type="submit">{intl.formatMessage(m.saveName)}</button>
                <button type="button" onClick={() => setRenaming(null)}>
                  {intl.formatMessage(m.cancel)}
                </button>
              </form>
            ) : (
              <div className="vc-next__row">
                <button type="button" className="vc-next__primary" onClick={() => send({ type: 'user.resume', saved })} disabled={resuming(saved, 'checking')}>
                  {intl.formatMessage(m.resume, { name: saved.name })}
                </button>
                <button type="button" onClick={() => setRenaming({ id: saved.id, name: saved.name })}>
                  {intl.formatMessage(m.rename, { name: saved.name })}
                </button>
                <button
                  type="button"
                  onClick={() => {
                    deleteSavedBuild(env.storage, saved.id);
                    refresh();
                  }}
                >
                  {intl.formatMessage(m.remove, { name: saved.name })}
                </button>
              </div>
            )}
            {resuming(saved, 'checking') ? <p role="status">{intl.formatMessage(m.checking)}</p> : null}
            {resuming(saved, 'failed') ? <p role="alert">{intl.formatMessage(m.resumeFailed)}</p> : null}
            {resuming(saved, 'changed') && resume.context.plan ? (
              <div role="alert" className="vc-next__changes">
                <p>{intl.formatMessage(m.changed)}</p>
                <ul>
                  {resume.context.plan.added.map((item) => (
                    <li key={`a-${item}`}>{intl.formatMessage(m.added, { item })}</li>
                  ))}
                  {resume.context.plan.removed.map((item) => (
                    <li key={`r-${item}`}>{intl.formatMessage(m.removed, { item })}</li>
                  ))}
                </ul>
                <button type="button" className="vc-next__primary" onClick={() => send({ type: 'user.continueRepaired' })}>
                  {intl.formatMessage(m.continueUpdated)}
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
