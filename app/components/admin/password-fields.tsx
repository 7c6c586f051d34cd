import { TextField, type TextFieldProps } from '../ui/text-field.tsx';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'required'>;

/**
 * The password the admin chooses and its confirmation, as Change password and Forgot password ask
 * them: `new-password` lets the browser offer a generated password and save it.
 */
export function NewPasswordField(props: PasswordFieldProps) {
  return <TextField type="password" autoComplete="new-password" required help="At least 12 characters." {...props} />;
}

export function ConfirmPasswordField(props: PasswordFieldProps) {
  return <TextField type="password" autoComplete="new-password" required {...props} />;
}
