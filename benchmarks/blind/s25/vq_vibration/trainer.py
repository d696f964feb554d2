import torch
import torch.nn.functional as F


def perplexity(index, codes):
    usage = torch.bincount(index, minlength=codes).float()
    p = usage / usage.sum()
    return torch.exp(-(p * p.clamp_min(1e-10).log()).sum()).item()


def train_epoch(model, optimizer, signals, batch, generator):
    model.train()
    sums = {"recon": 0.0, "vq": 0.0}
    steps = 0
    for rows in torch.randperm(len(signals), generator=generator).split(batch):
        x = signals[rows]
        rebuilt, vq_terms, _ = model(x)
        recon = F.mse_loss(rebuilt, x)
        optimizer.zero_grad()
        (recon + vq_terms).backward()
        optimizer.step()
        sums["recon"] += recon.item()
        sums["vq"] += vq_terms.item()
        steps += 1
    return {name: value / steps for name, value in sums.items()}


@torch.no_grad()
def evaluate(model, signals, codes):
    model.eval()
    rebuilt, _, index = model(signals)
    return F.mse_loss(rebuilt, signals).item(), perplexity(index, codes)
