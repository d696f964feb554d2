"""Parameter snapshots shared by the LR finder and early stopping."""
import torch


def snapshot(net):
    return {name: p.detach().clone() for name, p in net.named_parameters()}


@torch.no_grad()
def restore_(net, snap):
    for name, p in net.named_parameters():
        p.copy_(snap[name])


class EarlyStopping:
    def __init__(self, patience):
        self.patience, self.best, self.bad, self.best_weights = patience, float("inf"), 0, None

    def step(self, net, score):
        if score < self.best:
            self.best, self.bad, self.best_weights = score, 0, snapshot(net)
        else:
            self.bad += 1
        return self.bad > self.patience

    def load_best(self, net):
        if self.best_weights is not None:
            restore_(net, self.best_weights)
