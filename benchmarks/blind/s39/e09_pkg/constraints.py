"""Weight constraints applied as engine callbacks."""


class MaxNormConstraint:
    """Hinton-style max-norm: rescale each unit's incoming weight vector to norm <= c."""

    def __init__(self, max_norm=2.0, every=1):
        self.max_norm = max_norm
        self.every = every

    def after_optimizer_step(self, engine):
        if engine.iteration % self.every:
            return
        for layer in engine.model.constrained_layers:
            w = layer.weight
            norms = w.norm(dim=1, keepdim=True).clamp(min=1e-8)
            w.mul_(norms.clamp(max=self.max_norm) / norms)


class ReportMaxNorm:
    def after_epoch(self, engine):
        worst = max(l.weight.norm(dim=1).max().item() for l in engine.model.constrained_layers)
        print(f"  largest unit norm after epoch {engine.epoch}: {worst:.3f}")
