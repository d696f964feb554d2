import torch
import torch.nn.functional as F


class Lookahead:
    """Lookahead (Zhang et al. 2019) around any inner optimiser: every k steps the slow
    weights move a fraction alpha towards the fast ones, and the fast ones restart there."""

    def __init__(self, inner, k=5, alpha=0.5):
        self.inner = inner
        self.k = k
        self.alpha = alpha
        self.counter = 0
        self.slow = [[p.detach().clone() for p in group["params"]] for group in inner.param_groups]

    def zero_grad(self):
        self.inner.zero_grad(set_to_none=True)

    @torch.no_grad()
    def step(self):
        self.inner.step()
        self.counter += 1
        if self.counter % self.k:
            return
        for group, slow_group in zip(self.inner.param_groups, self.slow):
            for fast, slow in zip(group["params"], slow_group):
                slow.add_(fast - slow, alpha=self.alpha)
                fast.copy_(slow)


def train_epoch(model, optimizer, x, y, batch_size, generator):
    model.train()
    total, count = 0.0, 0
    for rows in torch.randperm(len(y), generator=generator).split(batch_size):
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x[rows]), y[rows])
        loss.backward()
        optimizer.step()
        total += loss.item() * len(rows)
        count += len(rows)
    return total / count


@torch.no_grad()
def q3_accuracy(model, x, y):
    model.eval()
    pred = torch.cat([model(chunk).argmax(1) for chunk in x.split(2048)])
    per_state = [round((pred[y == s] == s).float().mean().item(), 3) for s in range(3)]
    return round((pred == y).float().mean().item(), 3), per_state
