import { useState } from 'react';
import { Input } from '../../../ui/Input';
import { Modal } from '../../../ui/Modal';
import { FormFooter } from './parts';

interface SecretInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Save was pressed: an empty value shows `missing`. */
  tried: boolean;
  missing: string;
  testId?: string;
}

/** A required secret (an app secret, an access token), typed hidden. */
export function SecretInput({ label, value, onChange, tried, missing, testId }: SecretInputProps) {
  return (
    <Input
      label={label}
      type="password"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={tried && !value.trim() ? missing : undefined}
      data-testid={testId}
    />
  );
}

/** A dialog that sets one secret; it opens empty each time and closes when the save went through. */
export function SecretModal({
  open,
  onOpenChange,
  title,
  description,
  label,
  missing,
  saving,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  label: string;
  missing: string;
  saving: boolean;
  onSave: (secret: string) => Promise<boolean>;
}) {
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValue('');
      setTried(false);
    }
  }
  const save = async () => {
    setTried(true);
    if (!value.trim()) return;
    if (await onSave(value.trim())) onOpenChange(false);
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      footer={<FormFooter onCancel={() => onOpenChange(false)} loading={saving} onConfirm={() => void save()} />}
    >
      <SecretInput label={label} value={value} onChange={setValue} tried={tried} missing={missing} />
    </Modal>
  );
}
