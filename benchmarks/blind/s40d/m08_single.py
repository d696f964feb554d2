"""Multi-label species tagging of camera-trap bursts from frozen image embeddings.

Most species are rare, so the classifier bias starts at the label prior and the loss is a
sigmoid focal loss (Lin et al. 2017).
"""
import argparse
from types import SimpleNamespace

import torch
import torch.nn as nn
import torch.nn.functional as F

SPECIES = ["roe_deer", "red_fox", "wild_boar", "badger", "pine_marten",
           "lynx", "hare", "red_squirrel", "wolf", "human"]
PREVALENCE = [0.30, 0.18, 0.12, 0.08, 0.05, 0.02, 0.10, 0.06, 0.015, 0.20]


def simulate_bursts(n, emb_dim, seed):
    g = torch.Generator().manual_seed(seed)
    prototypes = torch.randn(len(SPECIES), emb_dim, generator=torch.Generator().manual_seed(123))
    labels = (torch.rand(n, len(SPECIES), generator=g) < torch.tensor(PREVALENCE)).float()
    night = (torch.rand(n, 1, generator=g) < 0.4).float()
    scene = torch.randn(n, emb_dim, generator=g)
    emb = 0.6 * labels @ prototypes + scene * (1.0 + 0.5 * night)
    emb = F.normalize(emb, dim=1) * 8
    return emb, labels


class SpeciesTagger(nn.Module):
    def __init__(self, emb_dim, n_species, hidden=128, drop=0.2):
        super().__init__()
        self.adapter = nn.Sequential(
            nn.LayerNorm(emb_dim), nn.Linear(emb_dim, hidden), nn.GELU(), nn.Dropout(drop))
        self.classifier = nn.Linear(hidden, n_species)

    def forward(self, emb):
        return self.classifier(self.adapter(emb))

    def init_bias_from_frequency(self, freq):
        """Start every logit at log(p / (1 - p)) so the rare species are not swamped early."""
        freq = freq.clamp(1e-3, 1 - 1e-3)
        self.classifier.bias = torch.log(freq / (1 - freq))


def focal_loss(logits, targets, alpha=0.25, gamma=2.0):
    p = torch.sigmoid(logits)
    ce = F.binary_cross_entropy_with_logits(logits, targets, reduction="none")
    p_t = p * targets + (1 - p) * (1 - targets)
    a_t = alpha * targets + (1 - alpha) * (1 - targets)
    return (a_t * (1 - p_t) ** gamma * ce).sum() / targets.sum().clamp(min=1)


@torch.no_grad()
def per_species_ap(model, emb, labels):
    model.eval()
    scores = torch.sigmoid(model(emb))
    aps = []
    for k in range(labels.size(1)):
        order = scores[:, k].argsort(descending=True)
        hits = labels[order, k]
        if hits.sum() == 0:
            continue
        precision = hits.cumsum(0) / torch.arange(1, len(hits) + 1)
        aps.append((precision * hits).sum().item() / hits.sum().item())
    return aps


def train(cfg):
    emb_tr, y_tr = simulate_bursts(cfg.n_train, cfg.emb_dim, cfg.seed)
    emb_va, y_va = simulate_bursts(cfg.n_val, cfg.emb_dim, cfg.seed + 1)

    tagger = SpeciesTagger(cfg.emb_dim, len(SPECIES), hidden=cfg.hidden)
    tagger.init_bias_from_frequency(y_tr.mean(0))
    opt = torch.optim.Adam(tagger.parameters(), lr=cfg.lr)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=cfg.epochs)

    for epoch in range(cfg.epochs):
        tagger.train()
        perm = torch.randperm(cfg.n_train)
        running = 0.0
        for i in range(0, cfg.n_train, cfg.batch_size):
            idx = perm[i:i + cfg.batch_size]
            fl = focal_loss(tagger(emb_tr[idx]), y_tr[idx])
            opt.zero_grad()
            fl.backward()
            opt.step()
            running += fl.item()
        sched.step()
        aps = per_species_ap(tagger, emb_va, y_va)
        print(f"epoch {epoch}  focal {running:.3f}  val mAP {sum(aps) / len(aps):.3f}")
    return tagger


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=8)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--seed", type=int, default=0)
    cfg = SimpleNamespace(**vars(ap.parse_args()), emb_dim=64, hidden=128,
                          n_train=3000, n_val=1000, batch_size=100)
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    tagger = train(cfg)
    aps = per_species_ap(tagger, *simulate_bursts(1000, cfg.emb_dim, cfg.seed + 2))
    for name, a in zip(SPECIES, aps):
        print(f"  {name:13s} AP {a:.3f}")


if __name__ == "__main__":
    main()
