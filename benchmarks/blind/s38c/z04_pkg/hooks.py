class FeatureTap:
    """Keeps the latest output of a module, for attribution maps during training."""

    def __init__(self, module):
        self.output = None
        self.handle = module.register_forward_hook(self._hook)

    def _hook(self, module, inputs, output):
        self.output = output

    def remove(self):
        self.handle.remove()
