import { randomBytes } from "node:crypto";
import { FakeStripeError } from "./fake-stripe-promotions.js";

/*
 * The fake Stripe's Customers and their balances, as Stripe documents Customer Balance Transactions: a transaction's
 * `amount` is added to the customer's `balance` (negative is credit), its `ending_balance` is the balance after it;
 * an invoice finalized for a customer with credit takes it off its `amount_due` (`starting_balance`,
 * `ending_balance`) and writes an `applied_to_invoice` transaction.
 */

const newStripeId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

export interface FakeCustomer {
  id: string;
  email: string | null;
  balance: number;
  metadata: Record<string, string>;
}

export interface FakeBalanceTransaction extends Record<string, unknown> {
  id: string;
  object: "customer_balance_transaction";
  amount: number;
  currency: string;
  customer: string;
  description: string | null;
  ending_balance: number;
  invoice: string | null;
  livemode: false;
  metadata: Record<string, string>;
  type: string;
  created: number;
}

/** An invoice's money as Stripe finalizes it for a customer: the balance applied to what is due. */
export interface FakeFinalizedInvoice {
  id: string;
  customer: string;
  total: number;
  starting_balance: number;
  ending_balance: number;
  amount_due: number;
  amount_paid: number;
}

const metadataOf = (params: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(params)
      .filter(([key]) => key.startsWith("metadata["))
      .map(([key, value]) => [key.slice("metadata[".length, -1), value]),
  );

export function fakeBalances() {
  const customers = new Map<string, FakeCustomer>();
  const transactions: FakeBalanceTransaction[] = [];

  const customerView = (customer: FakeCustomer) => ({ object: "customer", currency: "usd", ...customer });

  const createCustomer = (params: Record<string, string>) => {
    const customer: FakeCustomer = {
      id: newStripeId("cus"),
      email: params.email ?? null,
      balance: 0,
      metadata: metadataOf(params),
    };
    customers.set(customer.id, customer);
    return customerView(customer);
  };

  const customerOf = (id: string) => {
    const customer = customers.get(id);
    if (!customer) throw new FakeStripeError(404, `No such customer: '${id}'`, "resource_missing", "customer");
    return customer;
  };

  const addTransaction = (
    customer: FakeCustomer,
    entry: { amount: number; currency: string; type: string; description: string | null; invoice: string | null },
    metadata: Record<string, string> = {},
  ) => {
    customer.balance += entry.amount;
    const transaction: FakeBalanceTransaction = {
      id: newStripeId("cbtxn"),
      object: "customer_balance_transaction",
      customer: customer.id,
      ending_balance: customer.balance,
      livemode: false,
      metadata,
      created: now(),
      ...entry,
    };
    transactions.push(transaction);
    return transaction;
  };

  /** POST /v1/customers/:id/balance_transactions: `amount` and `currency` are required. */
  const createBalanceTransaction = (customerId: string, params: Record<string, string>) => {
    const customer = customerOf(customerId);
    const amount = Number(params.amount);
    if (!params.amount || !Number.isInteger(amount)) {
      throw new FakeStripeError(400, "Missing required param: amount.", "parameter_missing", "amount");
    }
    if (!params.currency) {
      throw new FakeStripeError(400, "Missing required param: currency.", "parameter_missing", "currency");
    }
    const entry = { amount, currency: params.currency, type: "adjustment", description: params.description ?? null };
    return addTransaction(customer, { ...entry, invoice: null }, metadataOf(params));
  };

  const listBalanceTransactions = (customerId: string, path: string) => {
    customerOf(customerId);
    const data = transactions.filter((t) => t.customer === customerId).reverse();
    return { object: "list", data, has_more: false, url: path };
  };

  /**
   * The invoice Stripe finalizes for a customer at a renewal of `total` cents: a credit balance is taken off its
   * `amount_due` (as much of it as the invoice needs), and the invoice is paid for what is left.
   */
  const finalizeInvoice = (customerId: string, total: number): FakeFinalizedInvoice => {
    const customer = customerOf(customerId);
    const id = newStripeId("in");
    const starting = customer.balance;
    const applied = starting < 0 ? Math.max(starting, -total) : starting;
    if (applied !== 0) {
      addTransaction(customer, {
        amount: -applied,
        currency: "usd",
        type: "applied_to_invoice",
        description: null,
        invoice: id,
      });
    }
    const due = total + applied;
    return {
      id,
      customer: customer.id,
      total,
      starting_balance: starting,
      ending_balance: customer.balance,
      amount_due: due,
      amount_paid: due,
    };
  };

  return {
    customers,
    transactions,
    createCustomer,
    customer: (id: string) => customerView(customerOf(id)),
    createBalanceTransaction,
    listBalanceTransactions,
    finalizeInvoice,
  };
}
