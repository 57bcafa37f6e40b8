import { messages } from '../../../../shared/messages.ts';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';
import { participantRequest, type ParticipantAccess } from './participant-request.ts';

/**
 * 'Ajouter à mon agenda' (docs/product.md §3.6): the calendar event the draw e-mail carries,
 * saved as a file. Asked for with the personal link's token, which a plain link could not
 * carry, then handed to the browser as a download. A failure, or a date taken away since the
 * space was shown, is said in a toast.
 */
export async function downloadCalendar(access: ParticipantAccess): Promise<void> {
  let calendar: string | null;
  try {
    ({ calendar } = await participantRequest(
      access,
      'GET /api/participant/{secretSantaId}/calendar',
    ));
  } catch (error) {
    toast.error(messages.exchange.calendarFailed, {
      description: errorMessageOf(error, messages.exchange.calendarFailed),
    });
    return;
  }
  if (calendar === null) {
    toast.error(messages.participantSpace.noExchangeDate);
    return;
  }
  saveFile(calendar, {
    fileName: messages.exchange.calendarFileName,
    type: 'text/calendar;charset=utf-8',
  });
}
