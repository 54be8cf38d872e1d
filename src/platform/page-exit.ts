/**
 * Detects the shopper leaving the page (product.md section 2: "Leaving the page (unload, or on iOS and
 * touch-Mac devices when hidden) announces an exit event").
 */

export interface PageExitSources {
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  navigator?: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'>;
}

/**
 * True on iPhone/iPad/iPod and on iPads that present themselves as a Mac (Safari's desktop mode
 * reports MacIntel but has a touch screen). Safari there often skips pagehide when a tab is
 * swiped away, so "hidden" is the last moment we reliably get.
 */
export function isIosLike(nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'>): boolean {
  if (/iPad|iPhone|iPod/.test(nav.userAgent ?? '')) return true;
  return nav.platform === 'MacIntel' && (nav.maxTouchPoints ?? 0) > 1;
}

/**
 * Calls `onExit` once when the page is left: on `pagehide` everywhere (the unload-time event
 * that, unlike `unload`, keeps the back/forward cache working; `unload` is used only where
 * `pagehide` does not exist) and, on iOS-like devices, when the page becomes hidden. After the
 * page shows again (back/forward cache, tab switch back) a later exit is announced again.
 * Returns a function that stops watching.
 */
export function watchPageExit(onExit: (reason: 'pagehide' | 'unload' | 'hidden') => void, sources: PageExitSources = {}): () => void {
  const win = sources.window ?? window;
  const doc = sources.document ?? document;
  const nav = sources.navigator ?? navigator;
  const watchHidden = isIosLike(nav);
  let announced = false;

  const announce = (reason: 'pagehide' | 'unload' | 'hidden'): void => {
    if (announced) return;
    announced = true;
    onExit(reason);
  };
  const onPageHide = (): void => announce('pagehide');
  const onUnload = (): void => announce('unload');
  const onPageShow = (): void => {
    announced = false;
  };
  const onVisibility = (): void => {
    if (doc.visibilityState === 'hidden') {
      if (watchHidden) announce('hidden');
    } else {
      announced = false;
    }
  };

  const unloadEvent = 'onpagehide' in win ? 'pagehide' : 'unload';
  const onLeave = unloadEvent === 'pagehide' ? onPageHide : onUnload;
  win.addEventListener(unloadEvent, onLeave);
  win.addEventListener('pageshow', onPageShow);
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    win.removeEventListener(unloadEvent, onLeave);
    win.removeEventListener('pageshow', onPageShow);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
