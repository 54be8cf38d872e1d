import { renderWithProviders, screen } from '../../../../test/test-utils';
import type { SceneNotice } from './configurator-model';
import { ConfiguratorNotices } from './configurator-notices';

const notices = () => screen.getByRole('status', { name: /^(Notices|Avisos)$/ });

const renderNotices = (notices: SceneNotice[], language: 'en' | 'es' = 'en') => {
  const onDismiss = jest.fn();
  return { onDismiss, ...renderWithProviders(<ConfiguratorNotices notices={notices} onDismiss={onDismiss} />, { language }) };
};

describe('ConfiguratorNotices', () => {
  it('keeps an empty polite live region when there is nothing to tell', () => {
    renderNotices([]);
    const region = notices();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('tells the shopper an invalid deep link was replaced by the standard build, and can be dismissed', async () => {
    const { user, onDismiss } = renderNotices([{ kind: 'deep-link-invalid', items: [] }]);
    expect(notices()).toHaveTextContent('That build is no longer available, so we started you with the standard configuration.');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it.each<[SceneNotice, string]>([
    [{ kind: 'update-failed', offline: false }, 'We could not apply that change. Your build has not changed. Please try again.'],
    [{ kind: 'check-failed', offline: false }, 'We could not check whether that choice fits your build. Your build has not changed. Please try again.'],
    [{ kind: 'check-failed', offline: true }, 'We could not check whether that choice fits your build. Your build has not changed. Please try again. Check your internet connection.'],
    [{ kind: 'update-failed', offline: true }, 'We could not apply that change. Your build has not changed. Please try again. Check your internet connection.'],
    [{ kind: 'refused', item: '50 State Emissions' }, '50 State Emissions comes standard and cannot be removed.'],
    [{ kind: 'deep-link-invalid', items: ['NOPE42', 'Bed Mat'] }, 'Your link named NOPE42 and Bed Mat, which this build can no longer include, so the standard choice is shown instead.'],
  ])('says %j in English', (notice, text) => {
    renderNotices([notice]);
    expect(notices()).toHaveTextContent(text);
  });

  it.each<[SceneNotice, string]>([
    [{ kind: 'deep-link-invalid', items: [] }, 'Esa configuración ya no está disponible, así que empezamos con la configuración estándar.'],
    [{ kind: 'update-failed', offline: false }, 'No pudimos aplicar ese cambio. Tu configuración no cambió. Inténtalo de nuevo.'],
    [{ kind: 'check-failed', offline: true }, 'No pudimos comprobar si esa opción es compatible con tu configuración. Tu configuración no cambió. Inténtalo de nuevo. Revisa tu conexión a internet.'],
    [{ kind: 'refused', item: '50 State Emissions' }, '50 State Emissions viene de serie y no se puede quitar.'],
    [{ kind: 'deep-link-invalid', items: ['NOPE42'] }, 'Tu enlace incluía NOPE42, que esta configuración ya no puede incluir, así que se muestra la opción estándar.'],
  ])('says %j in Spanish', (notice, text) => {
    renderNotices([notice], 'es');
    expect(notices()).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Cerrar aviso' })).toBeInTheDocument();
  });

  it('shows every raised notice at once with one dismiss button', () => {
    renderNotices([{ kind: 'update-failed', offline: false }, { kind: 'deep-link-invalid', items: [] }]);
    const region = notices();
    expect(region.querySelectorAll('p')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(1);
  });
});
