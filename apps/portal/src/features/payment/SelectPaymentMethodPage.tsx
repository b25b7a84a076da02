/** Payment method selection at /selectPaymentMethod and /h5/selectPaymentMethod (spec 03 F3.8). */
export default function SelectPaymentMethodPage() {
  return null;
}
