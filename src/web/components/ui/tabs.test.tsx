// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from './tabs.tsx';
import { asShown } from '../../testing/as-shown.ts';

afterEach(cleanup);

function ThreeTabs() {
  return (
    <TabsRoot defaultValue="a">
      <TabsList>
        <TabsTrigger value="a">Participants</TabsTrigger>
        <TabsTrigger value="b">Restrictions</TabsTrigger>
        <TabsTrigger value="c">Tirage</TabsTrigger>
      </TabsList>
      <TabsContent value="a">Liste</TabsContent>
      <TabsContent value="b">Exclusions</TabsContent>
      <TabsContent value="c">
        <button type="button">Bouton</button>
      </TabsContent>
    </TabsRoot>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('shows one panel, named by its tab, and mounts no other', async () => {
    render(<ThreeTabs />);
    expect(tab('Participants').getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('Liste');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Participants').id);
    expect(tab('Participants').getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.queryByText(asShown('Exclusions'))).toBeNull();

    await userEvent.click(tab('Tirage'));
    expect(tab('Tirage').getAttribute('aria-selected')).toBe('true');
    expect(tab('Participants').getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel').textContent).toBe('Bouton');
  });

  it('is reached by Tab on the shown tab only, and moves with the arrows, Home and End', async () => {
    const user = userEvent.setup();
    render(<ThreeTabs />);
    await user.tab();
    expect(document.activeElement).toBe(tab('Participants'));
    expect(tab('Restrictions').tabIndex).toBe(-1);

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Restrictions'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Exclusions');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Bouton');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Participants'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Tirage'));
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Liste');
  });

  it('is a Tab stop of its own only while nothing in it can take the focus', async () => {
    const user = userEvent.setup();
    render(<ThreeTabs />);
    expect(screen.getByRole('tabpanel').tabIndex).toBe(0);

    await user.click(tab('Tirage'));
    await user.tab();
    // From the tab straight to the panel's button, with no stop on the panel itself.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bouton' }));
    expect(screen.getByRole('tabpanel').hasAttribute('tabindex')).toBe(false);
  });
});
