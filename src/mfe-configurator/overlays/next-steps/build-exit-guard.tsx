import { useEffect, useState } from 'react';
import type { BuildConfiguration } from '../../../domain/entities';
import { buildInventoryUrl } from '../../../domain/inventory-link';
import { useIntl } from 'react-intl';
import { ExitBuildPrompt } from './exit-prompt';
import type { NextStepsEnv } from './next-steps-env';
import { nextStepsMessages as m } from './next-steps-messages';
import { useSavedState } from './use-saved-state';
import { ActionIcon } from '../../components/action-icon';

/**
 * The exit-build prompt on its own, for the configurator scene (the summary gets it with the
 * next-steps actions): asks to save before the shopper leaves an unsaved build.
 */
export function BuildExitGuard({ build, env }: { build: BuildConfiguration; env: NextStepsEnv }) {
  const { unsaved, save } = useSavedState(build, env);
  return <ExitBuildPrompt unsaved={unsaved} onSave={save} navigate={env.navigate} />;
}

/**
 * The inventory link-out for the configurator scene (domain buildInventoryUrl with the ZIP cookie);
 * nothing when the build cannot form a link. The cookie is read when the link mounts, after each
 * ZIP change the page announces, and as a shopper comes to use the link (pointer over it, focus,
 * press, context menu): reading document.cookie is a trip to the browser's cookie store, too slow
 * for every pick's render, and the host page may also change the cookie while the link stands.
 */
export function InventoryLink({ build, env, className }: { build: BuildConfiguration; env: Pick<NextStepsEnv, 'lang' | 'zipcode' | 'watchZipcode'>; className?: string }) {
  const intl = useIntl();
  const [zipcode, setZipcode] = useState(env.zipcode);
  useEffect(() => env.watchZipcode?.(() => setZipcode(env.zipcode())), [env]);
  let href: string;
  try {
    href = buildInventoryUrl(build, { lang: env.lang, zipcode });
  } catch {
    return null;
  }
  const refresh = () => setZipcode(env.zipcode());
  return (
    <a className={className} href={href} onPointerEnter={refresh} onFocus={refresh} onPointerDown={refresh} onContextMenu={refresh}>
      <ActionIcon name="search" />
      <span className="cfg-action-text">{intl.formatMessage(m.inventory)}</span>
    </a>
  );
}
