import { useIntl } from 'react-intl';
import type { Language } from '../domain/entities';
import { apologyMessages } from './apology.messages';
import './region-gate.css';

type Tile = 'dealers' | 'deals' | 'home';

/** The three tiles with their en and es links (product.md section 2, orchestration error page). */
export const APOLOGY_TILES: ReadonlyArray<{ name: Tile; href: Record<Language, string> }> = [
  { name: 'dealers', href: { en: '/dealers/', es: '/espanol/dealers/' } },
  { name: 'deals', href: { en: '/local-specials/', es: '/espanol/local-specials/' } },
  { name: 'home', href: { en: '/', es: '/espanol/' } },
];

/** Static tile pictures from the image service. */
export const tileImageUrl = (name: Tile): string => `/images/tiles/${name}?width=320`;

/**
 * 'Our apologies': shown when the configurator reports a failing data endpoint. The two texts
 * sit in one paragraph so it reads exactly as the spec's in-flow version: "We are having some
 * technical difficulties. Please try again later. In the meantime, you can:" and the three choices.
 */
export function ApologyPage({ language }: { language: Language }) {
  const intl = useIntl();
  return (
    <section className="vc-apology" aria-labelledby="vc-apology-title">
      <h2 id="vc-apology-title" className="vc-apology__title">
        {intl.formatMessage(apologyMessages.title)}
      </h2>
      <p className="vc-apology__text">
        {intl.formatMessage(apologyMessages.technical)} {intl.formatMessage(apologyMessages.tryAgain)}
      </p>
      <ul className="vc-apology__tiles" aria-label={intl.formatMessage(apologyMessages.choices)}>
        {APOLOGY_TILES.map((tile) => (
          <li key={tile.name} className="vc-apology__tile">
            <a href={tile.href[language]} className="vc-apology__link">
              <img src={tileImageUrl(tile.name)} alt="" width={320} height={240} className="vc-apology__image" />
              <span>{intl.formatMessage(apologyMessages[tile.name])}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
