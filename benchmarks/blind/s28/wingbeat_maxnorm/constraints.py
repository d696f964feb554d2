class MaxNorm:
    """Keras' `max_norm`: rescale each unit's incoming weight vector to norm <= max_value."""

    def __init__(self, max_value=2.0, axis=0):
        self.max_value = max_value
        self.axis = axis

    def __call__(self, weight):
        dims = [d for d in range(weight.dim()) if d != self.axis]
        norms = weight.norm(dim=dims, keepdim=True)
        weight.mul_(norms.clamp(max=self.max_value) / (norms + 1e-7))

    def bind(self, layer):
        # enforce the constraint on the kernel before the layer is used
        return layer.register_forward_pre_hook(lambda module, inputs: self(module.weight))

