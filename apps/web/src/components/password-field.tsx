import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './icons';
import { IconButton } from './icon-button';
import { TextField } from './text-field';

type PasswordFieldProps = Omit<Parameters<typeof TextField>[0], 'type' | 'suffix'>;

/** A password input whose text can be shown, to check what was typed before it is set. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      suffix={
        <IconButton
          label={t('fields.showPassword')}
          aria-pressed={shown}
          className="-mr-2 select-auto"
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    />
  );
}
