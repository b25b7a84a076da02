/** The memorable-word check at /memorableWord (spec 03 F3.10). */
export default function MemorableWordPage() {
  return null;
}
