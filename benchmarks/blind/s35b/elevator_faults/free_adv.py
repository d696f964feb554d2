import torch


class FreePerturbation:
    """Input perturbation for 'free' adversarial training (Shafahi et al., 2019).

    Each minibatch is replayed a few times; every replay moves the weights down the loss and
    the perturbation up it, using the gradients of the same forward pass.
    """

    def __init__(self, batch, n_features, epsilon):
        self.epsilon = epsilon
        self.delta = torch.zeros(batch, n_features, requires_grad=True)

    def __call__(self, x):
        return x + self.delta[: x.shape[0]]

    def ascend(self, loss):
        (grad,) = torch.autograd.grad(loss, self.delta)
        with torch.no_grad():
            moved = (self.delta + self.epsilon * grad.sign()).clamp(-self.epsilon, self.epsilon)
        self.delta = moved.requires_grad_()
