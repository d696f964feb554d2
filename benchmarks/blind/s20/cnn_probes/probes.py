class ActivationProbe:
    """Keeps the latest output of selected submodules and summarises its gradient."""

    def __init__(self, modules):
        self.outputs = {}
        self.handles = [m.register_forward_hook(self._make_hook(name)) for name, m in modules.items()]

    def _make_hook(self, name):
        def hook(module, inputs, output):
            self.outputs[name] = output
        return hook

    def gradient_energy(self):
        stats = {}
        for name, act in self.outputs.items():
            stats[name] = act.grad.pow(2).mean().sqrt().item()
        return stats

    def remove(self):
        for h in self.handles:
            h.remove()
