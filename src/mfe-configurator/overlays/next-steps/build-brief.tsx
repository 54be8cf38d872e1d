import { useIntl } from 'react-intl';
import type { BuildConfiguration } from '../../../domain/entities';
import { formatPrice } from '../../../domain/format';
import { displayName, seriesWithSecondValue } from '../../../domain/names';
import { computeTotals } from '../../../domain/pricing';
import { nextStepsMessages as m } from './next-steps-messages';

/** '2024 Tacoma TRD Sport': the build's display name (product.md section 1 name rules). */
export function vehicleName(build: BuildConfiguration): string {
  const series = displayName(build.seriesName, build.seriesId);
  const grade = displayName(build.gradeName, build.seriesId);
  return `${build.year} ${seriesWithSecondValue(series, grade)}`;
}

/** The build summary shown inside an overlay: name, colours and total MSRP. */
export function BuildBrief({ build }: { build: BuildConfiguration }) {
  const intl = useIntl();
  const colours = [build.exteriorColor?.title, build.interiorColor?.title].filter(Boolean).join(' / ');
  return (
    <section className="vc-next__brief" aria-label={intl.formatMessage(m.yourBuild)}>
      <p className="vc-next__vehicle">{vehicleName(build)}</p>
      {colours ? <p>{colours}</p> : null}
      <p>{intl.formatMessage(m.totalMsrp, { price: formatPrice(computeTotals(build).totalSRP) })}</p>
    </section>
  );
}
