import torch
import torch.nn.functional as F


def bootstrap_batches(n, size, batch, gen):
    """One independent resampled index stream per committee member."""
    streams = [torch.randint(0, n, (n,), generator=gen) for _ in range(size)]
    for s in range(0, n, batch):
        yield [st[s:s + batch] for st in streams]


def fit_epoch(committee, opt, x, y, gen, batch=32):
    committee.train()
    seen, total = 0, 0.0
    for per_member in bootstrap_batches(len(y), len(committee.members), batch, gen):
        losses = [F.cross_entropy(m(x[idx]), y[idx])
                  for m, idx in zip(committee.members, per_member)]
        joint = torch.stack(losses).sum()
        joint.backward()
        opt.step()
        total += joint.item()
        seen += 1
    return total / seen / len(committee.members)
