import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ParticipantSpaceSchema } from '../../shared/contracts/participant-space.ts';
import { PARTICIPANT_SPACE_FORMAT } from './last-known-space.ts';

describe('PARTICIPANT_SPACE_FORMAT', () => {
  it('is the fingerprint of the participant space contract, so that a changed contract sets old copies aside', () => {
    const jsonSchema = JSON.stringify(z.toJSONSchema(ParticipantSpaceSchema));
    const fingerprint = createHash('sha256').update(jsonSchema).digest('hex').slice(0, 16);
    expect(PARTICIPANT_SPACE_FORMAT).toBe(fingerprint);
  });
});
