class VerificationEvaluator:
    """Pair verification: same identity iff cosine similarity > threshold."""

    def __init__(self, model, pair_batches, threshold=0.5):
        self.model = model
        self.pair_batches = pair_batches
        self.threshold = threshold

    def evaluate(self):
        was_training = self.model.training
        self.model.eval()
        correct = total = 0
        sims_sum = 0.0
        for a, b, same in self.pair_batches():
            sim = (self.model(a) * self.model(b)).sum(dim=-1)
            correct += ((sim > self.threshold) == same).sum().item()
            sims_sum += sim.sum().item()
            total += same.numel()
        self.model.train(was_training)
        return {"acc": correct / total, "mean_sim": sims_sum / total}

    def __call__(self, epoch, log):
        metrics = self.evaluate()
        log(f"epoch {epoch}: val_acc={metrics['acc']:.3f} mean_sim={metrics['mean_sim']:.3f}")
        return metrics
