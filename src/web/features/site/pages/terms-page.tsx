import { Link } from "@/lib/app-navigation";
import { MONEY_BACK_GUARANTEE } from "@shared/money-back";
import { PLANS, TRIAL_DAYS, formatPlanPrice } from "@shared/plans";
import { AFFILIATE_RESPONSIBILITY, REFERRAL_ATTRIBUTION_RULE } from "@shared/referral-terms";
import { LegalContact, LegalDocument } from "@/features/site/components/legal-document";
import { getSiteInfo } from "@/lib/site-info";
import { usePageMeta } from "@/lib/use-page-meta";

export function TermsPage() {
  const { appName, supportEmail, legal } = getSiteInfo();
  usePageMeta({
    title: "Terms of Service",
    description: `The terms that apply to ${appName} memberships: plans, billing, refunds, acceptable use and risk.`,
  });
  const trial = PLANS.trial;
  const pro = PLANS.pro;

  return (
    <LegalDocument title="Terms of Service">
      <p>
        These terms govern your use of {appName} (“we”, “us”), the website and app through which we share trading
        positions with members. By creating an account or buying a plan you agree to them. If you do not agree, do not
        use the service.
      </p>

      <h2>1. The service</h2>
      <p>
        {appName} publishes the trading positions of a professional trader, with entry, target, stop-loss levels, risk
        levels and commentary, and notifies members when positions are opened, updated or closed. Access to positions
        requires an active plan.
      </p>

      <h2>2. Not investment advice</h2>
      <p>
        Everything we publish is general information and education about what one trader is doing. It is not investment,
        financial, legal or tax advice, and it does not take your objectives, finances or needs into account. You alone
        decide whether to trade, what and how much.{" "}
        <strong>Trading forex, commodities, crypto, indices and stocks carries a high risk of loss</strong>, including
        the loss of more than you deposit with some products. Past results do not guarantee future results.
      </p>

      <h2>3. Eligibility and your account</h2>
      <p>
        You must be at least 18 years old to use {appName}. Keep your password secret and tell us at once if you think
        someone else has used your account. An account is for one person; sharing access or republishing positions is
        not allowed.
      </p>

      <h2>4. Plans and payment</h2>
      <ul>
        <li>
          <strong>{trial.name}</strong>: {formatPlanPrice(trial)} paid once for {TRIAL_DAYS} days of full access. It
          does not renew and is never charged again; when the {TRIAL_DAYS} days end, access ends.
        </li>
        <li>
          <strong>{pro.name}</strong>: {formatPlanPrice(pro)} per month, charged at the start of each monthly period and
          renewed automatically until you cancel.
        </li>
      </ul>
      <p>
        You may upgrade from {trial.name} to the {pro.name} at any time; the {pro.name} starts immediately and replaces
        the trial. Payments are processed by our card payment provider; we do not store your card details. Prices are in
        US dollars and may include taxes where required.
      </p>

      <h2>5. Cancellation</h2>
      <p>
        You can cancel the {pro.name} at any time from your account settings, without fees. Cancelling stops future
        renewals; you keep access until the end of the period you have already paid for.
      </p>

      <h2>6. Money-back guarantee</h2>
      <p>
        {MONEY_BACK_GUARANTEE} Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a> if something went wrong.
        Refunds go back to the original payment method.
      </p>

      <h2>7. Acceptable use</h2>
      <p>
        Do not copy, resell or publicly redistribute the positions or commentary, attempt to access other members’
        accounts or our systems without permission, or use the service in breach of any law. We may suspend or close
        accounts that do.
      </p>

      <h2>8. Intellectual property</h2>
      <p>
        The service, its content and its design belong to {appName} or its licensors. Your plan gives you a personal,
        non-transferable right to view the content for your own use while your access lasts.
      </p>

      <h2>9. Liability</h2>
      <p>
        We provide the service with care but “as is”: positions may be delayed, changed or withdrawn, and the service
        may occasionally be unavailable. To the extent the law allows, we are not liable for trading losses or for
        indirect or consequential losses, and our total liability to you is limited to the amount you paid us in the
        twelve months before the claim. Nothing in these terms limits rights you have as a consumer that cannot be
        limited.
      </p>

      <h2>10. Changes to these terms</h2>
      <p>
        We may update these terms. When we make a material change we will tell you by email or in the app before it
        takes effect; continuing to use the service after that means you accept the new terms.
      </p>

      <h2>11. Governing law</h2>
      <p>
        These terms are governed by the laws of {legal.jurisdiction}, and its courts have jurisdiction over any dispute,
        without depriving you of the protection of mandatory consumer law where you live.
      </p>

      <h2>12. Referrals and affiliates</h2>
      <p>
        Every member has a referral link. {REFERRAL_ATTRIBUTION_RULE} A referral of yourself (the same account, address
        or payment method) counts for nothing. Affiliates earn the commission the provider sets on payments of the
        members they refer; a commission waits out the money-back guarantee and is reversed if the payment is refunded
        or charged back. {AFFILIATE_RESPONSIBILITY}
      </p>

      <h2>13. Contact</h2>
      <p>
        Questions about these terms? Contact us. Our <Link to="/privacy">Privacy Policy</Link> explains how we handle
        your data.
      </p>
      <LegalContact />
    </LegalDocument>
  );
}
