import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn.ts';
import { controlClassName } from './field.tsx';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cn(controlClassName, 'h-11', className)} {...props} />;
}
