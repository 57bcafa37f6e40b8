import { describe, expect, it } from 'vitest';
import { foldForSearch, searchPlayers } from './search-players.ts';

const players = [
  { name: 'Élodie Martin', email: 'elodie@example.fr' },
  { name: 'Zoë Lefèvre', email: 'zoe.lefevre@example.fr' },
  { name: 'François', email: 'f.dupont@example.com' },
];

describe('searchPlayers', () => {
  it('finds a name without its accents or its letter case', () => {
    expect(searchPlayers(players, 'elodie').map((p) => p.name)).toEqual(['Élodie Martin']);
    expect(searchPlayers(players, 'LEFEVRE').map((p) => p.name)).toEqual(['Zoë Lefèvre']);
    expect(searchPlayers(players, 'françois').map((p) => p.name)).toEqual(['François']);
    expect(searchPlayers(players, 'FRANCOIS').map((p) => p.name)).toEqual(['François']);
  });

  it('finds an e-mail, and a typed accent finds the e-mail written without it', () => {
    expect(searchPlayers(players, 'dupont@').map((p) => p.name)).toEqual(['François']);
    expect(searchPlayers(players, 'zoé.').map((p) => p.name)).toEqual(['Zoë Lefèvre']);
  });

  it('keeps the order, and gives everyone back for a blank search', () => {
    expect(searchPlayers(players, 'example.fr').map((p) => p.name)).toEqual([
      'Élodie Martin',
      'Zoë Lefèvre',
    ]);
    expect(searchPlayers(players, '   ')).toBe(players);
    expect(searchPlayers(players, 'personne')).toEqual([]);
  });

  it('folds letters whose accent is a separate mark, as a phone keyboard may type them', () => {
    expect(foldForSearch('E\u0301lodie')).toBe('elodie');
    expect(foldForSearch('Œdipe')).toBe('œdipe');
  });
});
