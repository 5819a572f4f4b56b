import { EMAIL_LINK_TTL_HOURS } from "../../../../shared/auth.js";
import { formatUtcDateTime } from "../../../../shared/format.js";
import { PAGE_PATHS } from "../../../../shared/pages.js";
import { defineEmail } from "./email-template.js";
import { Action, Details, EmailLayout, hello, Note, Paragraph } from "./layout.js";

/*
 * Account messages (docs/product.md#accounts): they go to any address, verified or not, since they are how an
 * address is verified and how an account is kept safe.
 */

interface Greeting {
  firstName: string;
}

/** A single-use link's token: the message builds the link from PUBLIC_URL when it is sent. */
interface LinkToken extends Greeting {
  token: string;
}

const tokenLink = (base: string, path: string, token: string) => `${base}${path}?token=${encodeURIComponent(token)}`;

export const passwordReset = defineEmail<LinkToken>({
  audience: "account",
  subject: (_, ctx) => `Reset your ${ctx.appName} password`,
  body: ({ firstName, token }, ctx) => (
    <EmailLayout ctx={ctx} preview="Choose a new password within one hour" heading="Reset your password">
      <Paragraph>{hello(firstName)}</Paragraph>
      <Paragraph>
        Someone asked to reset the password of your {ctx.appName} account. To choose a new one, open this link within
        one hour:
      </Paragraph>
      <Action href={tokenLink(ctx.publicUrl, PAGE_PATHS.resetPassword, token)}>Choose a new password</Action>
      <Note>If it was not you, ignore this email: your password stays as it is.</Note>
    </EmailLayout>
  ),
});

export const verifyAddress = defineEmail<LinkToken>({
  audience: "account",
  subject: (_, ctx) => `Confirm your email address for ${ctx.appName}`,
  body: ({ firstName, token }, ctx) => (
    <EmailLayout ctx={ctx} preview="One click to confirm your address" heading="Confirm your email address">
      <Paragraph>{hello(firstName)}</Paragraph>
      <Paragraph>
        To confirm that this is your address for your {ctx.appName} account, open this link within{" "}
        {EMAIL_LINK_TTL_HOURS} hours:
      </Paragraph>
      <Action href={tokenLink(ctx.publicUrl, PAGE_PATHS.verifyEmail, token)}>Confirm my address</Action>
      <Note>If you did not create a {ctx.appName} account, ignore this email.</Note>
    </EmailLayout>
  ),
});

export const confirmNewAddress = defineEmail<LinkToken>({
  audience: "account",
  subject: (_, ctx) => `Confirm your new email address for ${ctx.appName}`,
  body: ({ firstName, token }, ctx) => (
    <EmailLayout ctx={ctx} preview="Confirm the address you asked to use" heading="Confirm your new email address">
      <Paragraph>{hello(firstName)}</Paragraph>
      <Paragraph>
        You asked to use this address for your {ctx.appName} account. To confirm it, open this link within{" "}
        {EMAIL_LINK_TTL_HOURS} hours:
      </Paragraph>
      <Action href={tokenLink(ctx.publicUrl, PAGE_PATHS.verifyEmail, token)}>Confirm my new address</Action>
      <Note>Until then your account keeps its current address. If it was not you, ignore this email.</Note>
    </EmailLayout>
  ),
});

export const addressChanged = defineEmail<Greeting & { newEmail: string }>({
  audience: "account",
  subject: (_, ctx) => `Your ${ctx.appName} email address was changed`,
  body: ({ firstName, newEmail }, ctx) => (
    <EmailLayout ctx={ctx} preview={`Your account now uses ${newEmail}`} heading="Your email address was changed">
      <Paragraph>{hello(firstName)}</Paragraph>
      <Paragraph>
        The email address of your {ctx.appName} account was changed to {newEmail}. This address will no longer receive
        its emails.
      </Paragraph>
      <Paragraph>If you did not make this change, write to {ctx.supportEmail} at once.</Paragraph>
    </EmailLayout>
  ),
});

export const newSignIn = defineEmail<Greeting & { device: string; ip: string | null; at: string }>({
  audience: "account",
  subject: () => "New sign-in to your account",
  body: ({ firstName, device, ip, at }, ctx) => (
    <EmailLayout ctx={ctx} preview={`${device}, ${formatUtcDateTime(at)}`} heading="New sign-in to your account">
      <Paragraph>{hello(firstName)}</Paragraph>
      <Paragraph>Your {ctx.appName} account was signed in to from a device it had not been used on before:</Paragraph>
      <Details
        rows={[["Device", device], ...(ip ? [["Address", ip] as const] : []), ["Time", formatUtcDateTime(at)]]}
      />
      <Paragraph>
        If it was you, there is nothing to do. If not, sign that device out and change your password in account
        settings:
      </Paragraph>
      <Action href={`${ctx.publicUrl}${PAGE_PATHS.account}`}>Review my devices</Action>
    </EmailLayout>
  ),
});

export const passwordChanged = defineEmail<Greeting & { at: string }>({
  audience: "account",
  subject: (_, ctx) => `Your ${ctx.appName} password was changed`,
  body: ({ firstName, at }, ctx) => (
    <EmailLayout ctx={ctx} preview={`Changed ${formatUtcDateTime(at)}`} heading="Your password was changed">
      <Paragraph>{hello(firstName)}</Paragraph>
      <Paragraph>
        The password of your {ctx.appName} account was changed on {formatUtcDateTime(at)}, and every other device was
        signed out.
      </Paragraph>
      <Paragraph>
        If it was you, there is nothing to do. If not, reset your password now and write to {ctx.supportEmail}:
      </Paragraph>
      <Action href={`${ctx.publicUrl}${PAGE_PATHS.forgotPassword}`}>Reset my password</Action>
    </EmailLayout>
  ),
});
