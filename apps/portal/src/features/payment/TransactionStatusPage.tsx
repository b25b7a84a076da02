/** A payment transaction's status at /transaction/:transactionSn (spec 03 F3.8). */
export default function TransactionStatusPage() {
  return null;
}
