// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.ts';
import { participantMessages } from '../../shared/participant-messages.ts';
import { CompletionCard } from './completion-card.tsx';
import { asShown } from '../testing/as-shown.ts';

const t = { ...messages.completion, ...participantMessages.completion };

describe('CompletionCard', () => {
  afterEach(cleanup);

  it('congratulates and thanks everyone, in a region named by its title', () => {
    render(<CompletionCard secretSantaName="Noël chez Mamie" />);

    expect(screen.getByRole('region', { name: t.title })).toBeTruthy();
    expect(screen.getByRole('heading', { name: t.title })).toBeTruthy();
    expect(screen.getByText(asShown('Noël chez Mamie'))).toBeTruthy();
    expect(screen.getByText(asShown(t.congratulation('Noël chez Mamie')))).toBeTruthy();
    expect(screen.getByText(asShown(t.thanks))).toBeTruthy();
    expect(screen.queryByText(asShown(t.organiserNote))).toBeNull();
  });

  it('tells the organiser that everyone was notified', () => {
    render(<CompletionCard secretSantaName="Noël chez Mamie" isOrganiser />);

    expect(screen.getByText(asShown(t.organiserNote))).toBeTruthy();
  });
});
