import type { Wording } from './language.ts';
import type { serverMessages as french } from './server-messages.ts';

/** The Spanish twin of server-messages.ts. */
export const serverMessages: Wording<typeof french> = {
  api: {
    invalidValue: (field: string) => `No se acepta el valor de «${field}».`,
    malformedJson: 'El cuerpo de la petición debe ser un JSON válido.',
    forbiddenOrigin: 'Petición rechazada: origen no permitido.',
    foreignHost:
      'Dirección desconocida: este servidor de Secret Santa solo responde en su dirección pública (PUBLIC_URL) y en localhost.',
    payloadTooLarge: (limit: string) => `La petición es demasiado grande (${limit} como máximo).`,
    kilobytes: (count: number) => `${count} KB`,
    megabytes: (count: number) => `${count} MB`,
    busy: 'El servidor está muy ocupado en este momento. Vuelve a intentarlo en unos segundos.',
    unavailable:
      'El servicio no está disponible en este momento. Vuelve a intentarlo en unos segundos: no se ha perdido nada.',
    nulCharacter:
      'El texto contiene un carácter no válido (el carácter nulo). Elimínalo y vuelve a intentarlo.',
  },
};
