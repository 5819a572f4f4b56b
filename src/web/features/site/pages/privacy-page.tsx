import { Link } from "@/lib/app-navigation";
import { LegalContact, LegalDocument } from "@/features/site/components/legal-document";
import { getSiteInfo } from "@/lib/site-info";
import { usePageMeta } from "@/lib/use-page-meta";

export function PrivacyPage() {
  const { appName, supportEmail, legal } = getSiteInfo();
  usePageMeta({
    title: "Privacy Policy",
    description: `What personal data ${appName} collects, why, who it is shared with and the rights you have.`,
  });

  return (
    <LegalDocument title="Privacy Policy">
      <p>
        This policy explains what personal data {appName} (“we”, “us”) collects when you use our website and app, why we
        collect it, and the choices and rights you have. We collect only what we need to run the service.
      </p>

      <h2>1. Data we collect</h2>
      <ul>
        <li>
          <strong>Account data</strong>: your first and last name, email address and a securely hashed password.
        </li>
        <li>
          <strong>Subscription data</strong>: your plan, its status and expiry, and records of your payments and
          refunds. Card details are handled by our payment provider and never reach our servers.
        </li>
        <li>
          <strong>Usage data</strong>: which positions you view or follow, your notification settings and push
          subscription, and technical data such as your browser, device and IP address, kept in server logs.
        </li>
      </ul>

      <h2>2. How we use it</h2>
      <p>
        To create and secure your account, provide access under your plan, send the notifications you ask for, process
        payments and refunds, answer support requests, prevent abuse, and understand in aggregate how the service is
        used so we can improve it. We do not sell your personal data and we do not use it for third-party advertising.
      </p>

      <h2>3. Legal bases</h2>
      <p>
        We process your data to perform our contract with you (your account and plan), to meet legal obligations (for
        example tax records of payments), and for our legitimate interests in keeping the service secure and working
        well. Where we rely on consent, such as for push notifications, you can withdraw it at any time.
      </p>

      <h2>4. Cookies and local storage</h2>
      <p>
        We use one essential cookie to keep you signed in, and your browser’s local storage for preferences such as a
        dismissed install prompt. We do not use advertising or cross-site tracking cookies.
      </p>

      <h2>5. Who we share it with</h2>
      <p>
        Service providers who process data for us under contract: our payment provider, our hosting and email providers,
        and the push services of your browser’s vendor, which deliver notifications to your device. We disclose data to
        authorities only when the law requires it.
      </p>

      <h2>6. How long we keep it</h2>
      <p>
        Account data is kept while your account exists. Payment records are kept as long as tax and accounting law
        requires. Server logs are kept for a limited period for security. When you delete your account, we delete or
        anonymise your personal data unless we must keep it by law.
      </p>

      <h2>7. Security</h2>
      <p>
        Passwords are stored only as strong one-way hashes, connections are encrypted, and access to personal data is
        limited to the people who need it to run the service.
      </p>

      <h2>8. Your rights</h2>
      <p>
        Depending on where you live, you may have the right to access, correct, delete or export your data, to object to
        or restrict its processing, and to complain to a data protection authority. Email{" "}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a> and we will answer within 30 days.
      </p>

      <h2>9. Children</h2>
      <p>
        {appName} is not intended for anyone under 18 years of age. We do not knowingly collect data from people under
        18; if you believe someone under 18 has created an account, contact us and we will delete it.
      </p>

      <h2>10. International transfers</h2>
      <p>
        Our providers may process data outside your country. When they do, we make sure appropriate safeguards, such as
        standard contractual clauses, are in place. This policy is governed by the laws of {legal.jurisdiction}.
      </p>

      <h2>11. Changes</h2>
      <p>
        We will post any change to this policy here with a new date, and tell you by email or in the app when a change
        is significant. See also our <Link to="/terms">Terms of Service</Link>.
      </p>

      <h2>12. Contact</h2>
      <LegalContact />
    </LegalDocument>
  );
}
