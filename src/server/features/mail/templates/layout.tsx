import type { ReactNode } from "react";
// Each component from its own package: the barrel package also loads Tailwind, Prism and Markdown, about 26 MB of
// memory the server would hold from its start for components no message uses.
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { textDirection, type Language } from "../../../../shared/i18n/languages.js";
import { DEFAULT_RISK_WARNING_TEXTS } from "../../../../shared/risk-warnings.js";

/** What every message is rendered with: configuration, never the message's own data. */
export interface RenderContext {
  appName: string;
  /** The origin links point to, without a trailing slash. */
  publicUrl: string;
  supportEmail: string;
}

/** A text of the catalogues by its whole key, in the recipient's language (src/server/lib/i18n.ts). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** What one rendering of a message has: the configuration, and the recipient's language with its texts. */
export interface EmailContext extends RenderContext {
  language: Language;
  t: Translate;
}

/** An optional message's way out (RFC 8058): its link and what it turns off. */
export interface UnsubscribeFooter {
  url: string;
  topicName: string;
}

const colors = {
  text: "#18181b",
  muted: "#71717a",
  border: "#e4e4e7",
  brand: "#2563eb",
  page: "#f4f4f5",
  warning: "#d97706",
};

export const styles = {
  body: { backgroundColor: colors.page, fontFamily: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" },
  container: { maxWidth: "560px", margin: "0 auto", padding: "24px 12px" },
  brand: { fontSize: "18px", fontWeight: 700, color: colors.text, margin: "0 0 16px" },
  card: { backgroundColor: "#ffffff", border: `1px solid ${colors.border}`, borderRadius: "8px", padding: "24px" },
  heading: { fontSize: "22px", lineHeight: "28px", fontWeight: 700, color: colors.text, margin: "0 0 16px" },
  text: { fontSize: "15px", lineHeight: "24px", color: colors.text, margin: "0 0 16px" },
  muted: { fontSize: "13px", lineHeight: "20px", color: colors.muted, margin: "0 0 8px" },
  button: {
    backgroundColor: colors.brand,
    color: "#ffffff",
    borderRadius: "6px",
    fontSize: "15px",
    fontWeight: 600,
    padding: "12px 20px",
    textDecoration: "none",
    display: "inline-block",
  },
  link: { color: colors.brand, textDecoration: "underline" },
  warning: { border: `1px solid ${colors.warning}`, borderRadius: "6px", padding: "12px 14px", margin: "8px 0 0" },
  warningText: { fontSize: "13px", lineHeight: "20px", color: colors.text, margin: 0 },
  hr: { borderColor: colors.border, margin: "24px 0" },
  label: { fontSize: "13px", color: colors.muted, padding: "4px 12px 4px 0", verticalAlign: "top" as const },
  value: { fontSize: "15px", color: colors.text, padding: "4px 0", fontWeight: 600 },
};

/** The frame every message shares: the product's name, the message, and a footer with the support address. */
export function EmailLayout({
  ctx,
  preview,
  heading,
  children,
  unsubscribe,
}: {
  ctx: EmailContext;
  preview: string;
  heading: string;
  children: ReactNode;
  unsubscribe?: UnsubscribeFooter | undefined;
}) {
  return (
    <Html lang={ctx.language} dir={textDirection(ctx.language)}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{ctx.appName}</Text>
          <Section style={styles.card}>
            <Heading as="h1" style={styles.heading}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Section style={{ padding: "16px 4px 0" }}>
            <Text style={styles.muted}>
              {ctx.t("email:layout.questions")}{" "}
              <Link href={`mailto:${ctx.supportEmail}`} style={styles.link}>
                {ctx.supportEmail}
              </Link>
              .
            </Text>
            {unsubscribe && (
              <Text style={styles.muted}>
                {ctx.t("email:layout.youReceive", { topic: unsubscribe.topicName, appName: ctx.appName })}{" "}
                <Link href={unsubscribe.url} style={styles.link}>
                  {ctx.t("email:layout.unsubscribe")}
                </Link>{" "}
                {ctx.t("email:layout.or")}{" "}
                <Link href={`${ctx.publicUrl}/account`} style={styles.link}>
                  {ctx.t("email:layout.manage")}
                </Link>
                .
              </Text>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export const Paragraph = ({ children }: { children: ReactNode }) => <Text style={styles.text}>{children}</Text>;

export const Note = ({ children }: { children: ReactNode }) => <Text style={styles.muted}>{children}</Text>;

/**
 * The risk warning's long form in a bordered box of its own inside the message, not in the footer
 * (docs/product.md#risk-warnings). A message queued before it was given carries none: the default preset's.
 */
export function RiskWarning({ ctx, text }: { ctx: EmailContext; text: string | undefined }) {
  return (
    <Section style={styles.warning}>
      <Text style={styles.warningText}>
        <strong>{ctx.t("email:layout.riskWarning")}</strong> {text ?? DEFAULT_RISK_WARNING_TEXTS.long}
      </Text>
    </Section>
  );
}

/** The one thing the message asks the reader to do. */
export function Action({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "8px 0 24px" }}>
      <Button href={href} style={styles.button}>
        {children}
      </Button>
    </Section>
  );
}

/** Label and value pairs: a receipt's lines, a signal's levels. */
export function Details({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      style={{ margin: "0 0 16px", borderCollapse: "collapse" }}
    >
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <td className="detail-label" style={styles.label}>
              {label}
            </td>
            <td style={styles.value}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const Rule = () => <Hr style={styles.hr} />;

export const hello = (ctx: EmailContext, firstName: string) =>
  firstName ? ctx.t("email:layout.helloName", { name: firstName }) : ctx.t("email:layout.hello");
