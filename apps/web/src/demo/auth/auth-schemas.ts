import { z } from 'zod';

/** The demo's auth forms; messages are demo text keys, shown in the interface language. */
const email = z.string().trim().min(1, 'validation.required').pipe(z.email('validation.email'));
const newPassword = z.string().min(8, 'validation.passwordLength');

export const signInSchema = z.object({ email, password: z.string().min(1, 'validation.required') });
export type SignInValues = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  name: z.string().trim().min(1, 'validation.required'),
  email,
  password: newPassword,
  company: z.string(),
  agree: z.boolean().refine((value) => value, 'validation.agree'),
});
export type SignUpValues = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ password: newPassword, passwordConfirm: z.string() })
  .refine((values) => values.password === values.passwordConfirm, {
    message: 'validation.passwordsDiffer',
    path: ['passwordConfirm'],
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

export const unlockSchema = z.object({ password: z.string().min(1, 'validation.required') });
export type UnlockValues = z.infer<typeof unlockSchema>;
