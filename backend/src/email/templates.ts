import type { LocaleCode } from 'shared-contracts';

export interface EmailText {
  subject: string;
  text: string;
}

interface Templates {
  verify(name: string, link: string): EmailText;
  reset(name: string, link: string): EmailText;
  order(name: string, orderNumber: string, total: string, link: string): EmailText;
}

/** Plain-text emails in the four shop languages; Dutch is the default (spec §1). */
const TEMPLATES: Record<LocaleCode, Templates> = {
  nl_NL: {
    verify: (name, link) => ({
      subject: 'Bevestig je e-mailadres',
      text: `Hallo ${name},\n\nBedankt voor je registratie. Bevestig je e-mailadres via deze link:\n${link}\n\nDe link is 24 uur geldig.`,
    }),
    reset: (name, link) => ({
      subject: 'Je wachtwoord opnieuw instellen',
      text: `Hallo ${name},\n\nStel een nieuw wachtwoord in via deze link:\n${link}\n\nDe link is 1 uur geldig. Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren.`,
    }),
    order: (name, orderNumber, total, link) => ({
      subject: `Bevestiging van je bestelling ${orderNumber}`,
      text: `Hallo ${name},\n\nBedankt voor je bestelling ${orderNumber} (totaal ${total}).\nVolg je bestelling: ${link}`,
    }),
  },
  en_US: {
    verify: (name, link) => ({
      subject: 'Verify your email address',
      text: `Hello ${name},\n\nThank you for registering. Verify your email address with this link:\n${link}\n\nThe link is valid for 24 hours.`,
    }),
    reset: (name, link) => ({
      subject: 'Reset your password',
      text: `Hello ${name},\n\nSet a new password with this link:\n${link}\n\nThe link is valid for 1 hour. If you did not ask for this, ignore this email.`,
    }),
    order: (name, orderNumber, total, link) => ({
      subject: `Confirmation of your order ${orderNumber}`,
      text: `Hello ${name},\n\nThank you for your order ${orderNumber} (total ${total}).\nTrack your order: ${link}`,
    }),
  },
  fr_CA: {
    verify: (name, link) => ({
      subject: 'Vérifiez votre adresse e-mail',
      text: `Bonjour ${name},\n\nMerci de votre inscription. Vérifiez votre adresse e-mail avec ce lien :\n${link}\n\nLe lien est valable 24 heures.`,
    }),
    reset: (name, link) => ({
      subject: 'Réinitialisez votre mot de passe',
      text: `Bonjour ${name},\n\nChoisissez un nouveau mot de passe avec ce lien :\n${link}\n\nLe lien est valable 1 heure. Si vous n’avez rien demandé, ignorez cet e-mail.`,
    }),
    order: (name, orderNumber, total, link) => ({
      subject: `Confirmation de votre commande ${orderNumber}`,
      text: `Bonjour ${name},\n\nMerci pour votre commande ${orderNumber} (total ${total}).\nSuivre votre commande : ${link}`,
    }),
  },
  de_DE: {
    verify: (name, link) => ({
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      text: `Hallo ${name},\n\nvielen Dank für Ihre Registrierung. Bestätigen Sie Ihre E-Mail-Adresse über diesen Link:\n${link}\n\nDer Link ist 24 Stunden gültig.`,
    }),
    reset: (name, link) => ({
      subject: 'Passwort zurücksetzen',
      text: `Hallo ${name},\n\nlegen Sie über diesen Link ein neues Passwort fest:\n${link}\n\nDer Link ist 1 Stunde gültig. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.`,
    }),
    order: (name, orderNumber, total, link) => ({
      subject: `Bestätigung Ihrer Bestellung ${orderNumber}`,
      text: `Hallo ${name},\n\nvielen Dank für Ihre Bestellung ${orderNumber} (Summe ${total}).\nBestellung verfolgen: ${link}`,
    }),
  },
};

export function templatesFor(locale: LocaleCode): Templates {
  return TEMPLATES[locale];
}
