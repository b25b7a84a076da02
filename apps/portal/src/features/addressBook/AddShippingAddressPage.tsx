/** Delivery address add/edit (F2.17), mobile and tempLogin. */
export default function AddShippingAddressPage() {
  return null;
}
