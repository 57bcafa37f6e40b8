import { DropdownMenu } from 'radix-ui';
import { messages } from '../../../shared/messages.ts';
import { CheckIcon, MonitorIcon, MoonIcon, SunIcon } from '../../components/icons.tsx';
import { buttonClassName } from '../../components/ui/button.tsx';
import { setTheme, themes, useResolvedTheme, useTheme } from './theme-store.ts';
import type { Theme } from './theme-store.ts';

const t = messages.theme;

const themeOptions: Record<Theme, { label: string; Icon: typeof SunIcon }> = {
  light: { label: t.light, Icon: SunIcon },
  dark: { label: t.dark, Icon: MoonIcon },
  system: { label: t.system, Icon: MonitorIcon },
};

/** The 'Thème' menu itself, loaded when a person reaches for it (theme-switcher.tsx). */
export function ThemeMenu({ defaultOpen }: { defaultOpen: boolean }) {
  const theme = useTheme();
  const resolved = useResolvedTheme();
  const TriggerIcon = resolved === 'dark' ? MoonIcon : SunIcon;

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        aria-label={t.label}
        title={t.label}
        className={buttonClassName('ghost', 'icon', 'rounded-full text-lg')}
      >
        <TriggerIcon />
      </DropdownMenu.Trigger>
      {/* Not portalled: the menu stays inside the header landmark. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 min-w-40 rounded-xl border bg-card p-1.5 text-card-foreground shadow-lg data-[state=open]:animate-fade-in"
      >
        <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t.label}
        </DropdownMenu.Label>
        <DropdownMenu.RadioGroup
          value={theme}
          onValueChange={(value) => {
            const chosen = themes.find((option) => option === value);
            if (chosen) setTheme(chosen);
          }}
        >
          {themes.map((option) => {
            const { label, Icon } = themeOptions[option];
            return (
              <DropdownMenu.RadioItem
                key={option}
                value={option}
                className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none select-none data-[highlighted]:bg-muted data-[state=checked]:font-semibold"
              >
                <Icon className="text-base text-muted-foreground" />
                <span className="flex-1">{label}</span>
                <DropdownMenu.ItemIndicator>
                  <CheckIcon className="text-primary dark:text-gold-foreground" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            );
          })}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
