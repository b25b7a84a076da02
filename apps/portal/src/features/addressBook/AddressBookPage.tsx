/** The address book and the web address screen (F2.17). */
export default function AddressBookPage() {
  return null;
}
