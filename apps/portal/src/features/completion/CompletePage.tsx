/** Profile completion at /complete and /complete-c (spec 02 §2). */
export default function CompletePage() {
  return null;
}
