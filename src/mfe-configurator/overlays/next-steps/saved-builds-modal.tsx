import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatPrice } from '../../../domain/format';
import { buildLinkPath } from '../../../domain/build-link';
import { Modal } from '../../../platform/modal/modal';
import { FormField } from './form-field';
import type { NextStepsEnv } from './next-steps-env';
import { nextStepsMessages as m } from './next-steps-messages';
import { planResume, type ResumePlan } from './resume-build';
import { deleteSavedBuild, listSavedBuilds, MAX_SAVED_BUILDS, renameSavedBuild, replaceSavedTarget, savedBuildPath, type SavedBuild } from './saved-builds';

export interface SavedBuildsModalProps {
  open: boolean;
  onClose(): void;
  env: NextStepsEnv;
}

type Resume = { id: string; state: 'checking' } | { id: string; state: 'changed'; plan: ResumePlan } | { id: string; state: 'failed' };

/** Saved builds of this browser: resume (repaired when the content changed), rename, delete. */
export function SavedBuildsModal({ open, onClose, env }: SavedBuildsModalProps) {
  const intl = useIntl();
  const [builds, setBuilds] = useState<SavedBuild[]>([]);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [resume, setResume] = useState<Resume | null>(null);
  const refresh = () => setBuilds(listSavedBuilds(env.storage));
  useEffect(() => {
    if (open) refresh();
    // Reread on every opening: another tab or the exit prompt may have saved meanwhile.
  }, [open, env.storage]);

  const startResume = async (saved: SavedBuild) => {
    setResume({ id: saved.id, state: 'checking' });
    try {
      const plan = await planResume(saved, env.resolveDeepLink);
      if (!plan.changed) return env.navigate(savedBuildPath(saved));
      setResume({ id: saved.id, state: 'changed', plan });
    } catch {
      setResume({ id: saved.id, state: 'failed' });
    }
  };
  const continueRepaired = (saved: SavedBuild, plan: ResumePlan) => {
    replaceSavedTarget(env.storage, saved.id, plan.target, plan.totalSRP);
    env.navigate(buildLinkPath(plan.target, saved.lang));
  };

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
                <button type="button" className="vc-next__primary" onClick={() => void startResume(saved)} disabled={resume?.id === saved.id && resume.state === 'checking'}>
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
            {resume?.id === saved.id && resume.state === 'checking' ? <p role="status">{intl.formatMessage(m.checking)}</p> : null}
            {resume?.id === saved.id && resume.state === 'failed' ? <p role="alert">{intl.formatMessage(m.resumeFailed)}</p> : null}
            {resume?.id === saved.id && resume.state === 'changed' ? (
              <div role="alert" className="vc-next__changes">
                <p>{intl.formatMessage(m.changed)}</p>
                <ul>
                  {resume.plan.added.map((item) => (
                    <li key={`a-${item}`}>{intl.formatMessage(m.added, { item })}</li>
                  ))}
                  {resume.plan.removed.map((item) => (
                    <li key={`r-${item}`}>{intl.formatMessage(m.removed, { item })}</li>
                  ))}
                </ul>
                <button type="button" className="vc-next__primary" onClick={() => continueRepaired(saved, resume.plan)}>
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
