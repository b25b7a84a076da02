/** The review page /h5/evaluationBatch (spec 03 F3.20). */
export default function EvaluationBatchPage() {
  return null;
}
