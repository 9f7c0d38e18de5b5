// The native optimizer runs here, in a child process of its own: fsrs-rs reports some bad inputs with a panic that
// aborts the whole process (it cannot unwind through the binding), and that must never be the server.
// Protocol (IPC): the parent sends { items: [[{ rating, deltaT }, ...], ...], options }; the child answers
// { params } or { error } once, then exits.
import { computeParameters, FSRSBindingItem, FSRSBindingReview } from '@open-spaced-repetition/binding';

process.once('message', async ({ items, options }) => {
  try {
    const set = items.map((h) => new FSRSBindingItem(h.map((r) => new FSRSBindingReview(r.rating, r.deltaT))));
    const params = await computeParameters(set, options);
    process.send({ params }, () => process.exit(0));
  } catch (e) {
    process.send({ error: String(e?.message ?? e) }, () => process.exit(0));
  }
});
