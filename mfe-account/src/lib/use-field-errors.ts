import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { MESSAGES, isMessageId, type MessageId } from 'shared-contracts';

/** Field problems as message ids, and their text in the current language (English = MESSAGES). */
export function useFieldErrors() {
  const intl = useIntl();
  const [errors, setErrors] = useState<Record<string, MessageId>>({});
  const text = useCallback(
    (field: string): string | undefined => {
      const id = errors[field];
      if (!id) return undefined;
      return intl.formatMessage({
        id: `validation.${id}`,
        defaultMessage: isMessageId(id) ? MESSAGES[id] : id,
      });
    },
    [errors, intl],
  );
  return { errors, setErrors, text };
}
