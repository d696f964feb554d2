class NonNegativeMixin:
    """Mixed into a module whose output must be non-decreasing in some inputs.

    Subclasses list the linear layers on the monotone path in ``monotone_layers``;
    after each optimizer step the trainer calls ``project_()`` to pull their weights
    back into the feasible set.
    """

    monotone_layers = ()

    def monotone_weights(self):
        for name in self.monotone_layers:
            yield getattr(self, name).weight

    def project_(self):
        for weight in self.monotone_weights():
            weight.clamp_(min=0.0)

    def violation(self):
        return sum((-w.detach()).clamp(min=0).sum().item() for w in self.monotone_weights())
