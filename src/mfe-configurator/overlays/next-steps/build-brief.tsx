import { useIntl } from 'react-intl';
import type { BuildConfiguration, Language } from '../../../domain/entities';
import { formatPrice } from '../../../domain/format';
import { formatVehicleName } from '../../../domain/vehicle-name';
import { intlLanguage } from '../../../platform/i18n/use-vehicle-name';
import { nextStepsMessages as m } from './next-steps-messages';

/** '2024 Tacoma TRD Sport' / 'Tacoma TRD Sport 2024': the build's display name (product.md section 1 name rules, one name order). */
export function vehicleName(build: BuildConfiguration, language: Language): string {
  return formatVehicleName(build, language);
}

/** The build summary shown inside an overlay: name, colours and total MSRP. */
export function BuildBrief({ build }: { build: BuildConfiguration }) {
  const intl = useIntl();
  const colours = [build.exteriorColor?.title, build.interiorColor?.title].filter(Boolean).join(' / ');
  return (
    <section className="vc-next__brief" aria-label={intl.formatMessage(m.yourBuild)}>
      <p className="vc-next__vehicle">{vehicleName(build, intlLanguage(intl))}</p>
      {colours ? <p>{colours}</p> : null}
      <p>{intl.formatMessage(m.totalMsrp, { price: formatPrice(build.totalSRP) })}</p>
    </section>
  );
}
