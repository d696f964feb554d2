from contextlib import contextmanager

import torch
import torch.nn.functional as F


@contextmanager
def frozen_params(net):
    """Attack-time: keep weight gradients out of the way (and save the work)."""
    flags = [p.requires_grad for p in net.parameters()]
    for p in net.parameters():
        p.requires_grad_(False)
    try:
        yield net
    finally:
        for p, f in zip(net.parameters(), flags):
            p.requires_grad_(f)


class PGDAttack:
    def __init__(self, eps, alpha, steps):
        self.eps, self.alpha, self.steps = eps, alpha, steps

    def perturb(self, net, iq, labels):
        was_training = net.training
        net.eval()
        delta = torch.zeros_like(iq, requires_grad=True)
        with frozen_params(net):
            for _ in range(self.steps):
                loss = F.cross_entropy(net(iq + delta), labels)
                loss.backward()
                with torch.no_grad():
                    delta += self.alpha * delta.grad.sign()
                    delta.clamp_(-self.eps, self.eps)
                delta.grad.zero_()
        net.train(was_training)
        return (iq + delta).detach()
