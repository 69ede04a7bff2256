export type EmailKind = 'verify-email' | 'reset-password' | 'order-confirmation';

export interface OutgoingEmail {
  to: string;
  kind: EmailKind;
  subject: string;
  text: string;
  /** The one link the email exists for (verification, reset, tracking): logged when there is no SMTP. */
  link?: string;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  close(): Promise<void>;
}
