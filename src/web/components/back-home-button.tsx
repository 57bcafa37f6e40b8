import { Link } from 'react-router';
import { ArrowLeftIcon } from './icons.tsx';
import { buttonClassName } from './ui/button.tsx';
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
    <Link to="/" className={buttonClassName(variant, size, className)}>
      <ArrowLeftIcon />
      {label}
    </Link>
  );
}
