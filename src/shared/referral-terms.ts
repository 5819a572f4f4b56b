/*
 * The referral rules in words, for the terms and the landing of a referral link: no schema here, so the public pages
 * that show them carry none (docs/decisions/0018-lean-public-entry.md).
 */

/** How long a visit through a referral link counts: a sign-up within it is the referrer's. */
export const REFERRAL_WINDOW_DAYS = 30;

/** The rule stated on the landing of a referral link and in the terms. */
export const REFERRAL_ATTRIBUTION_RULE = `A sign-up within ${REFERRAL_WINDOW_DAYS} days of the first visit through a member's referral link counts for that member: the first link followed wins, a later link does not replace it.`;

/** Stated once in the terms: who answers for what affiliates say. */
export const AFFILIATE_RESPONSIBILITY = `Affiliates promote the service for a commission. The provider is responsible for its affiliates' promotions: an affiliate must show the disclosure the provider sets, and must not promise results or make claims the provider would not make.`;
