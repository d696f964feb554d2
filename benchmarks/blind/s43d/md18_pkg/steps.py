import torch
import torch.nn.functional as F


def resample(n, size, batch, gen):
    return [torch.randint(0, n, (batch,), generator=gen) for _ in range(size)]


def committee_step(committee, opt, x, y, gen, batch=48):
    """One update of all members; every member sees its own bootstrap batch."""
    boot = resample(len(y), len(committee), batch, gen)
    losses = []
    for member, idx in zip(committee.members, boot):
        opt.zero_grad()
        ce = F.cross_entropy(member(x[idx]), y[idx])
        ce.backward()
        losses.append(ce.item())
    opt.step()
    return losses
