import torch
import torch.nn.functional as F


def fit_temperature(logits, labels, init=1.0, iters=40):
    """Single learnable temperature, tuned by L-BFGS on held-out logits."""
    temperature = torch.nn.Parameter(torch.full((1,), init))
    lbfgs = torch.optim.LBFGS([temperature], lr=0.1, max_iter=iters)

    def closure():
        lbfgs.zero_grad()
        loss = F.cross_entropy(logits / temperature, labels)
        loss.backward()
        return loss

    lbfgs.step(closure)
    return temperature
