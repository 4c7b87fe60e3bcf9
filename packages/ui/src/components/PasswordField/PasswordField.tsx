import { forwardRef, useState, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Icon } from '../../icons/Icon.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import * as control from '../Field/control.css.ts';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'prefix' | 'suffix' | 'action' | 'footer'> {
  /**
   * Which password this is, for password managers: `current-password` to sign in,
   * `new-password` to create one. @defaultValue 'current-password'
   */
  autoComplete?: 'current-password' | 'new-password' | 'off';
  /** A strength meter or rules list under the hint; described to assistive technology. */
  strength?: ReactNode;
  /** Start with the password shown. @defaultValue false */
  defaultVisible?: boolean;
  /** Called when the user shows or hides the password. */
  onVisibleChange?: (visible: boolean) => void;
  /** Overrides the toggle's accessible name. @defaultValue t('ui.passwordField.show') */
  toggleLabel?: string;
}

/**
 * A password input with a show/hide toggle. The toggle is a toggle button: its name stays
 * "Show password" and `aria-pressed` says whether the password is shown, so the state is
 * announced without the name contradicting it.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { autoComplete = 'current-password', strength, defaultVisible = false, onVisibleChange, toggleLabel, disabled, ...rest },
  ref,
) {
  const t = useT();
  const [visible, setVisible] = useState(defaultVisible);
  const toggle = (
    <button
      type="button"
      className={control.action}
      aria-pressed={visible}
      aria-label={toggleLabel ?? t('ui.passwordField.show')}
      disabled={disabled}
      data-visible={visible || undefined}
      onClick={() => {
        setVisible(!visible);
        onVisibleChange?.(!visible);
      }}
    >
      <Icon icon={visible ? EyeOff : Eye} size={16} />
    </button>
  );
  return (
    <TextField
      ref={ref}
      {...rest}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      footer={strength}
      action={toggle}
    />
  );
});
