/**
 * What user administration needs of Better Auth: the confirmation e-mail. The auth module's `Auth`
 * (the Better Auth instance, built by the composition root) is one; users names only this, so it
 * never imports auth (auth's sign-up calls users' `createAccount`).
 */
export interface ConfirmationMailer {
  api: { sendVerificationEmail(request: { body: { email: string } }): Promise<unknown> };
}
