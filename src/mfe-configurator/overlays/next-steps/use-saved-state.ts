import { useCallback, useEffect, useMemo, useState } from 'react';
import type { BuildConfiguration } from '../../../domain/entities';
import { vehicleName } from './build-brief';
import type { NextStepsEnv } from './next-steps-env';
import { linkTargetOf, listSavedBuilds, sameTarget, saveBuild, savedEntryOf } from './saved-builds';

/**
 * Whether the current build is among the saved builds, and `save` for it (named by the vehicle).
 * `refresh` rereads storage after an overlay may have changed it.
 */
export function useSavedState(build: BuildConfiguration, env: Pick<NextStepsEnv, 'storage' | 'lang' | 'environment'>) {
  const [version, setVersion] = useState(0);
  const [note, setNote] = useState<'saved' | 'failed' | null>(null);
  const target = linkTargetOf(build, env.environment);
  // Storage is read again after a save, a closed overlay or a change from another tab (`version`),
  // not on every render: a pick re-renders this with a new build before the total is painted.
  const saved = useMemo(() => (version >= 0 ? listSavedBuilds(env.storage) : []), [env.storage, version]);
  const unsaved = !saved.some((b) => sameTarget(b.target, target));
  useEffect(() => {
    const onStorage = () => setVersion((v) => v + 1);
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const save = useCallback(() => {
    const saved = saveBuild(env.storage, savedEntryOf(build, vehicleName(build, env.lang), env.lang, env.environment));
    setNote(saved ? 'saved' : 'failed');
    setVersion((v) => v + 1);
    return saved !== null;
  }, [build, env.storage, env.lang, env.environment]);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  return { unsaved, save, refresh, note };
}
