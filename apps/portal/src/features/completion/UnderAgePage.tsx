/** The under-16 block page (spec 02 §2, §9). */
export default function UnderAgePage() {
  return null;
}
