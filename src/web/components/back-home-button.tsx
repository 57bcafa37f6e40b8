import { Link } from 'react-router';
import { ArrowLeftIcon } from './icons.tsx';
import { Button } from './ui/button.tsx';
import type { ButtonProps } from './ui/button.tsx';

/** The way back to the home page: a link that looks like a button, arrow first. */
export function BackHomeButton({
  label,
  variant = 'outline',
  size,
  className,
}: {
  label: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link to="/">
        <ArrowLeftIcon />
        {label}
      </Link>
    </Button>
  );
}
