/**
 * The French texts only the server says: the refusals of a request as such (its body, its size,
 * its origin or address, a server busy or unavailable), which no page words itself. Apart from
 * `messages.ts`, which every page downloads (decision 0009); one catalogue with the others
 * (catalogues.ts), with an English, a Spanish and a German twin.
 */
export const serverMessages = {
  api: {
    invalidValue: (field: string) => `La valeur de «\u202f${field}\u202f» n’est pas acceptée.`,
    malformedJson: 'Le corps de la requête doit être un JSON valide.',
    forbiddenOrigin: 'Requête refusée\u202f: origine non autorisée.',
    foreignHost:
      'Adresse inconnue\u202f: ce serveur Secret Santa ne répond qu’à son adresse publique (PUBLIC_URL) et à localhost.',
    payloadTooLarge: (limit: string) => `La requête est trop volumineuse (${limit} au plus).`,
    kilobytes: (count: number) => `${count} Ko`,
    megabytes: (count: number) => `${count} Mo`,
    busy: 'Le serveur est très sollicité en ce moment. Réessayez dans quelques secondes.',
    unavailable:
      'Le service est momentanément indisponible. Réessayez dans quelques secondes\u202f: rien n’a été perdu.',
    nulCharacter:
      'Le texte contient un caractère invalide (le caractère nul). Retirez-le puis réessayez.',
  },
} as const;
