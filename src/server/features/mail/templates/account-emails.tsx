import { EMAIL_LINK_TTL_HOURS } from "../../../../shared/auth.js";
import { formatUtcDateTimeIn } from "../../../../shared/format.js";
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
  subject: (_, ctx) => ctx.t("email:passwordReset.subject", { appName: ctx.appName }),
  body: ({ firstName, token }, ctx) => (
    <EmailLayout
      ctx={ctx}
      preview={ctx.t("email:passwordReset.preview")}
      heading={ctx.t("email:passwordReset.heading")}
    >
      <Paragraph>{hello(ctx, firstName)}</Paragraph>
      <Paragraph>{ctx.t("email:passwordReset.body", { appName: ctx.appName })}</Paragraph>
      <Action href={tokenLink(ctx.publicUrl, PAGE_PATHS.resetPassword, token)}>
        {ctx.t("email:passwordReset.action")}
      </Action>
      <Note>{ctx.t("email:passwordReset.notYou")}</Note>
    </EmailLayout>
  ),
});

export const verifyAddress = defineEmail<LinkToken>({
  audience: "account",
  subject: (_, ctx) => ctx.t("email:verifyAddress.subject", { appName: ctx.appName }),
  body: ({ firstName, token }, ctx) => (
    <EmailLayout
      ctx={ctx}
      preview={ctx.t("email:verifyAddress.preview")}
      heading={ctx.t("email:verifyAddress.heading")}
    >
      <Paragraph>{hello(ctx, firstName)}</Paragraph>
      <Paragraph>{ctx.t("email:verifyAddress.body", { appName: ctx.appName, count: EMAIL_LINK_TTL_HOURS })}</Paragraph>
      <Action href={tokenLink(ctx.publicUrl, PAGE_PATHS.verifyEmail, token)}>
        {ctx.t("email:verifyAddress.action")}
      </Action>
      <Note>{ctx.t("email:verifyAddress.notYou", { appName: ctx.appName })}</Note>
    </EmailLayout>
  ),
});

export const confirmNewAddress = defineEmail<LinkToken>({
  audience: "account",
  subject: (_, ctx) => ctx.t("email:confirmNewAddress.subject", { appName: ctx.appName }),
  body: ({ firstName, token }, ctx) => (
    <EmailLayout
      ctx={ctx}
      preview={ctx.t("email:confirmNewAddress.preview")}
      heading={ctx.t("email:confirmNewAddress.heading")}
    >
      <Paragraph>{hello(ctx, firstName)}</Paragraph>
      <Paragraph>
        {ctx.t("email:confirmNewAddress.body", { appName: ctx.appName, count: EMAIL_LINK_TTL_HOURS })}
      </Paragraph>
      <Action href={tokenLink(ctx.publicUrl, PAGE_PATHS.verifyEmail, token)}>
        {ctx.t("email:confirmNewAddress.action")}
      </Action>
      <Note>{ctx.t("email:confirmNewAddress.notYou")}</Note>
    </EmailLayout>
  ),
});

export const addressChanged = defineEmail<Greeting & { newEmail: string }>({
  audience: "account",
  subject: (_, ctx) => ctx.t("email:addressChanged.subject", { appName: ctx.appName }),
  body: ({ firstName, newEmail }, ctx) => (
    <EmailLayout
      ctx={ctx}
      preview={ctx.t("email:addressChanged.preview", { email: newEmail })}
      heading={ctx.t("email:addressChanged.heading")}
    >
      <Paragraph>{hello(ctx, firstName)}</Paragraph>
      <Paragraph>{ctx.t("email:addressChanged.body", { appName: ctx.appName, email: newEmail })}</Paragraph>
      <Paragraph>{ctx.t("email:addressChanged.notYou", { supportEmail: ctx.supportEmail })}</Paragraph>
    </EmailLayout>
  ),
});

export const newSignIn = defineEmail<Greeting & { device: string; ip: string | null; at: string }>({
  audience: "account",
  subject: (_, ctx) => ctx.t("email:newSignIn.subject"),
  body: ({ firstName, device, ip, at }, ctx) => {
    const time = formatUtcDateTimeIn(ctx.language, at);
    return (
      <EmailLayout ctx={ctx} preview={`${device}, ${time}`} heading={ctx.t("email:newSignIn.subject")}>
        <Paragraph>{hello(ctx, firstName)}</Paragraph>
        <Paragraph>{ctx.t("email:newSignIn.body", { appName: ctx.appName })}</Paragraph>
        <Details
          rows={[
            [ctx.t("email:newSignIn.device"), device],
            ...(ip ? [[ctx.t("email:newSignIn.address"), ip] as const] : []),
            [ctx.t("email:newSignIn.time"), time],
          ]}
        />
        <Paragraph>{ctx.t("email:newSignIn.notYou")}</Paragraph>
        <Action href={`${ctx.publicUrl}${PAGE_PATHS.account}`}>{ctx.t("email:newSignIn.action")}</Action>
      </EmailLayout>
    );
  },
});

export const passwordChanged = defineEmail<Greeting & { at: string }>({
  audience: "account",
  subject: (_, ctx) => ctx.t("email:passwordChanged.subject", { appName: ctx.appName }),
  body: ({ firstName, at }, ctx) => {
    const time = formatUtcDateTimeIn(ctx.language, at);
    return (
      <EmailLayout
        ctx={ctx}
        preview={ctx.t("email:passwordChanged.preview", { time })}
        heading={ctx.t("email:passwordChanged.heading")}
      >
        <Paragraph>{hello(ctx, firstName)}</Paragraph>
        <Paragraph>{ctx.t("email:passwordChanged.body", { appName: ctx.appName, time })}</Paragraph>
        <Paragraph>{ctx.t("email:passwordChanged.notYou", { supportEmail: ctx.supportEmail })}</Paragraph>
        <Action href={`${ctx.publicUrl}${PAGE_PATHS.forgotPassword}`}>{ctx.t("email:passwordChanged.action")}</Action>
      </EmailLayout>
    );
  },
});
