def install_grad_clamp(model, limit):
    handles = []
    for p in model.parameters():
        handles.append(p.register_hook(lambda g: g.clamp(-limit, limit)))
    return handles


class ActivationStats:
    """Forward hooks recording the peak activation of every ReLU (for picking quant ranges)."""

    def __init__(self, model):
        self.peaks = {}
        self.handles = [m.register_forward_hook(self._make(name))
                        for name, m in model.named_modules() if m.__class__.__name__ == "ReLU"]

    def _make(self, name):
        def hook(module, inputs, output):
            self.peaks[name] = max(self.peaks.get(name, 0.0), output.detach().abs().max().item())
        return hook
