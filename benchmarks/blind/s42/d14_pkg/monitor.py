"""Per-layer gradient statistics, logged to spot dead or exploding layers."""
from .layers import weighted_layers


class GradMonitor:
    def __init__(self, net, every):
        self.net, self.every, self.history = net, every, []

    def __call__(self, step):
        if step % self.every:
            return
        norms = {}
        for name, layer in weighted_layers(self.net):
            norms[name] = layer.weight.grad.norm().item()
        self.history.append((step, norms))
        print(f"  step {step}: grad norms " + " ".join(f"{k}={v:.3f}" for k, v in norms.items()))
