/** The operation log: a page of the server-configured table (spec 03 F3.13). */
export default function OperationLogPage() {
  return null;
}
