/** Password input with a show/hide toggle. Toggle labels come from the caller. */
import { forwardRef, useState } from 'react';
import { IconButton } from '../button/button';
import { VisibilityIcon, VisibilityOffIcon } from '../icons/icons';
import { TextField, type TextFieldProps } from '../text-field/text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  showLabel: string;
  hideLabel: string;
}

export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { showLabel, hideLabel, ...rest },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      type={visible ? 'text' : 'password'}
      trailing={
        <IconButton
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          data-testid="password-toggle"
          onClick={() => setVisible((x) => !x)}
        >
          {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
        </IconButton>
      }
      {...rest}
    />
  );
});
