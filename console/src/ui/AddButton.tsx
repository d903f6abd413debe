import { Plus } from 'lucide-react';
import { Button, type ButtonProps } from './Button';

/** "Add …" under a list or a form's rows: a small secondary button with a plus. */
export function AddButton(props: Omit<ButtonProps, 'variant' | 'size' | 'icon'>) {
  return <Button variant="secondary" size="small" icon={<Plus size={16} />} {...props} />;
}
