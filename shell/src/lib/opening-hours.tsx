import { useIntl } from 'react-intl';
import { OPENING_HOURS } from './company';

/** A Monday in January 2024, so weekday n is 2024-01-0n: day names come from Intl, per locale. */
const dayOf = (weekday: number) => new Date(2024, 0, weekday, 12);
const timeOf = (hhmm: string) => {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return new Date(2024, 0, 1, hours, minutes);
};

/** The collection point's opening hours, day names and times in the shopper's locale. */
export function OpeningHours({ className }: { className?: string }) {
  const intl = useIntl();
  return (
    <table className={className}>
      <tbody>
        {OPENING_HOURS.map(({ weekday, open, close }) => (
          <tr key={weekday}>
            <th scope="row">{intl.formatDate(dayOf(weekday), { weekday: 'long' })}</th>
            <td>
              {open && close
                ? intl.formatDateTimeRange(timeOf(open), timeOf(close), {
                    hour: '2-digit',
                    minute: '2-digit',
                  })
                : intl.formatMessage({ id: 'contact.closed' })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
