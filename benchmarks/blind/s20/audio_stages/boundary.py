class StageBoundary:
    """Splits the graph in two so each stage can run its own backward."""

    def __init__(self):
        self.upstream = None
        self.downstream = None

    def cut(self, activations):
        self.upstream = activations
        self.downstream = activations.detach().requires_grad_()
        return self.downstream

    def send_back(self):
        grad = self.downstream.grad
        self.upstream.backward(gradient=grad)
        self.upstream = self.downstream = None
        return grad.norm().item()
