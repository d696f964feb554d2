"""Shared-bottom CTR/CVR model with per-task gradient-norm monitoring on the shared layers."""
import argparse

import torch
import torch.nn as nn
import torch.nn.functional as F


class SharedBottom(nn.Module):
    def __init__(self, n_fields, vocab, dim, hidden):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.bottom = nn.Sequential(nn.Linear(n_fields * dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.ctr_tower = nn.Linear(hidden, 1)
        self.cvr_tower = nn.Linear(hidden, 1)

    def forward(self, fields):
        h = self.bottom(self.emb(fields).flatten(1))
        return self.ctr_tower(h).squeeze(1), self.cvr_tower(h).squeeze(1)


def impressions(n, n_fields, vocab, generator):
    fields = torch.randint(0, vocab, (n, n_fields), generator=generator)
    score = (fields % 7).float().mean(dim=1) - 3.0
    click = (torch.rand(n, generator=generator) < torch.sigmoid(score)).float()
    convert = click * (torch.rand(n, generator=generator) < torch.sigmoid(score - 1.0)).float()
    return fields, click, convert


def shared_grad_norm(module):
    norms = [p.grad.detach().norm() for p in module.parameters() if p.grad is not None]
    return torch.stack(norms).norm().item() if norms else 0.0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--steps", type=int, default=150)
    ap.add_argument("--batch-size", type=int, default=256)
    ap.add_argument("--probe-every", type=int, default=25)
    ap.add_argument("--cvr-weight", type=float, default=0.5)
    args = ap.parse_args()

    torch.manual_seed(0)
    gen = torch.Generator().manual_seed(0)
    model = SharedBottom(n_fields=6, vocab=100, dim=8, hidden=64)
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)

    for step in range(args.steps):
        fields, click, convert = impressions(args.batch_size, 6, 100, gen)
        ctr_logit, cvr_logit = model(fields)
        loss_ctr = F.binary_cross_entropy_with_logits(ctr_logit, click)
        ctcvr = torch.sigmoid(ctr_logit) * torch.sigmoid(cvr_logit)
        loss_ctcvr = F.binary_cross_entropy(ctcvr.clamp(1e-6, 1 - 1e-6), convert)

        optimizer.zero_grad()
        if step % args.probe_every == 0:
            loss_ctr.backward(retain_graph=True)
            g_ctr = shared_grad_norm(model.bottom)
            (args.cvr_weight * loss_ctcvr).backward()
            g_total = shared_grad_norm(model.bottom)
            print(f"step {step:4d} ctr {loss_ctr.item():.3f} ctcvr {loss_ctcvr.item():.3f} "
                  f"|g_ctr| {g_ctr:.3f} |g_total| {g_total:.3f}")
        else:
            (loss_ctr + args.cvr_weight * loss_ctcvr).backward()
        optimizer.step()


if __name__ == "__main__":
    main()
