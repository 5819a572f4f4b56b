import { MONEY_BACK_DAYS } from "./plans.js";

/**
 * The guarantee as the terms state it, word for word (docs/product.md#payments; the FAQs' catalogues say the same in
 * each language): the account page's button does exactly this. A module of its own, so that a page that shows the
 * plans does not download it.
 */
export const MONEY_BACK_GUARANTEE = `If the service is not for you, you can have your first payment refunded in full within ${MONEY_BACK_DAYS} days of your first payment, as long as it is your only payment: press "Refund my first payment" under Money-back guarantee in your account settings and confirm with your password. Your access ends at once and nothing more is charged. The guarantee can be used once per member; for any later payment, write to support.`;
