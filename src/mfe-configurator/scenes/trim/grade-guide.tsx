import { usePageId } from '../../../platform/page-id';
import { useIntl } from 'react-intl';
import type { GradeRow } from './trim-grades';
import { trimMessages as m } from './trim-messages';

/**
 * Help choosing a grade (issue 27): whom it suits and the two or three things it adds over the
 * next cheaper grade, both catalog content in the page language. Nothing when the catalog says nothing.
 */
export function GradeGuide({ grade }: { grade: Pick<GradeRow, 'suits' | 'adds' | 'addsOver'> }) {
  const intl = useIntl();
  const id = usePageId();
  return (
    <>
      {grade.suits ? <p className="cfg-trim__suits">{grade.suits}</p> : null}
      {grade.adds.length > 0 && grade.addsOver ? (
        <div className="cfg-trim__adds">
          <p className="cfg-trim__adds-title" id={id}>{intl.formatMessage(m.addsOver, { grade: grade.addsOver })}</p>
          <ul aria-labelledby={id}>
            {grade.adds.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
