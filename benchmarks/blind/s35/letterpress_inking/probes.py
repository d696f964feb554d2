import torch


class GateSaturation:
    """How much gradient still reaches the paper gates: a vanishing value means the sigmoid
    gates have saturated and the paper-specific weighting has stopped learning."""

    def __init__(self, model):
        self.model = model
        self.history = []
        model.keep_grads = True

    def after_backward(self):
        gate = self.model.trace["gate"]
        slope = gate * (1.0 - gate)
        self.history.append((gate.grad.abs() * slope).mean().item())

    def epoch_summary(self):
        value = sum(self.history) / max(len(self.history), 1)
        self.history.clear()
        return value


@torch.no_grad()
def gate_table(model, n_papers):
    model.eval()
    gates = torch.sigmoid(model.gate(model.paper.weight[:n_papers]))
    model.train()
    return gates
