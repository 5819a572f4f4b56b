import { EMAIL_LINK_TTL_HOURS } from "../../../shared/auth.js";
import { formatUtcDateTime } from "../../../shared/format.js";

/*
 * Every email the app writes, subject and plain-text body, in one place. The account messages (a reset link, a
 * verification link, the notices of an email change and of a new sign-in) go to any address; anything else to a
 * member goes only to a verified one (member-mail.ts).
 */

export interface EmailText {
  subject: string;
  text: string;
}

interface Greeting {
  appName: string;
  firstName: string;
}

const hello = (firstName: string) => (firstName ? `Hello ${firstName},` : "Hello,");

export function passwordResetEmail({ appName, firstName, link }: Greeting & { link: string }): EmailText {
  return {
    subject: `Reset your ${appName} password`,
    text: [
      hello(firstName),
      "",
      `Someone asked to reset the password of your ${appName} account. To choose a new one, open this link within one hour:`,
      "",
      link,
      "",
      "If it was not you, ignore this email: your password stays as it is.",
    ].join("\n"),
  };
}

export function verifyAddressEmail({ appName, firstName, link }: Greeting & { link: string }): EmailText {
  return {
    subject: `Confirm your email address for ${appName}`,
    text: [
      hello(firstName),
      "",
      `To confirm that this is your address for your ${appName} account, open this link within ${EMAIL_LINK_TTL_HOURS} hours:`,
      "",
      link,
      "",
      `If you did not create a ${appName} account, ignore this email.`,
    ].join("\n"),
  };
}

export function confirmNewAddressEmail({ appName, firstName, link }: Greeting & { link: string }): EmailText {
  return {
    subject: `Confirm your new email address for ${appName}`,
    text: [
      hello(firstName),
      "",
      `You asked to use this address for your ${appName} account. To confirm it, open this link within ${EMAIL_LINK_TTL_HOURS} hours:`,
      "",
      link,
      "",
      "Until then your account keeps its current address. If it was not you, ignore this email.",
    ].join("\n"),
  };
}

export function addressChangedEmail({
  appName,
  firstName,
  newEmail,
  supportEmail,
}: Greeting & { newEmail: string; supportEmail?: string }): EmailText {
  return {
    subject: `Your ${appName} email address was changed`,
    text: [
      hello(firstName),
      "",
      `The email address of your ${appName} account was changed to ${newEmail}. This address will no longer receive its emails.`,
      "",
      supportEmail
        ? `If you did not make this change, write to ${supportEmail} at once.`
        : "If you did not make this change, contact us at once.",
    ].join("\n"),
  };
}

export function newSignInEmail({
  appName,
  firstName,
  device,
  ip,
  at,
  accountUrl,
}: Greeting & { device: string; ip: string | null; at: Date; accountUrl: string }): EmailText {
  return {
    subject: "New sign-in to your account",
    text: [
      hello(firstName),
      "",
      `Your ${appName} account was signed in to from a device it had not been used on before:`,
      "",
      `Device: ${device}`,
      ...(ip ? [`Address: ${ip}`] : []),
      `Time: ${formatUtcDateTime(at)}`,
      "",
      "If it was you, there is nothing to do. If not, sign that device out and change your password in account settings:",
      "",
      accountUrl,
    ].join("\n"),
  };
}

export function newSubscriberEmail({
  appName,
  name,
  email,
  plan,
  adminUrl,
}: {
  appName: string;
  name: string;
  email: string;
  plan: string;
  adminUrl: string;
}): EmailText {
  return {
    subject: `New ${appName} subscriber: ${name} (${plan})`,
    text: [`${name} <${email}> just bought ${plan}.`, "", `Manage subscribers in the admin panel: ${adminUrl}`].join(
      "\n",
    ),
  };
}

/** docs/prices.md#staleness: an instrument's feed went quiet while its market was open. */
export function trackingPausedEmail({
  appName,
  asset,
  since,
  adminUrl,
}: {
  appName: string;
  asset: string;
  since: string;
  adminUrl: string;
}): EmailText {
  return {
    subject: `${appName}: price tracking paused for ${asset}`,
    text: [
      `No price has arrived for ${asset} since ${since} while its market is open, so its open positions are not being tracked: no target or stop will be detected until prices return.`,
      "",
      `Members see "Tracking paused" on the cards. Check the price feed, or manage the positions by hand: ${adminUrl}`,
    ].join("\n"),
  };
}
