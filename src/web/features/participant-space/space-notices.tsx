import { useState } from 'react';
import type { ParticipantSpace } from '../../../shared/contracts/participant-space.ts';
import { AnnouncementsCard } from './announcements-card.tsx';
import { CaredByNote, CaredSpacesCard } from './care-cards.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What only some spaces show, above the rest (docs/product.md §4.10, §4.11): the organiser's
 * words to everyone, until the exchange's day is over by this browser's clock; who looks after
 * this space; the spaces this person looks after. One chunk, downloaded only by a space that
 * has one of them (decision 0009).
 */
export function SpaceNotices({ space }: { space: ParticipantSpace }) {
  const [openedAt] = useState(Date.now);
  const dayStart = space.secretSanta.exchangeDayStartsAt;
  const isExchangeOver = dayStart !== null && openedAt >= dayStart + DAY_MS;
  return (
    <>
      {space.announcements.length === 0 || isExchangeOver ? null : (
        <AnnouncementsCard
          announcements={space.announcements}
          organiserName={space.secretSanta.organiserName}
        />
      )}
      {space.me.caredByName === null ? null : <CaredByNote carerName={space.me.caredByName} />}
      {space.caredSpaces.length === 0 ? null : <CaredSpacesCard spaces={space.caredSpaces} />}
    </>
  );
}
