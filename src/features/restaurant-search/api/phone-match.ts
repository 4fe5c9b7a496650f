import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { endTypingSession } from '../../../api/suggest';

/**
 * The restaurants with a phone number (its ten digits), by business match: one counted request, as the search it
 * stands in for, and it ends the typing session as a search would.
 */
export const phoneMatchOptions = (digits: string) =>
  queryOptions({
    queryKey: ['phone-match', digits] as const,
    queryFn: ({ signal }) =>
      callApi((c) =>
        c.POST('/v1/restaurants/match', { body: { phone: digits }, headers: endTypingSession(), signal }),
      ).then((answer) => answer.data),
  });
