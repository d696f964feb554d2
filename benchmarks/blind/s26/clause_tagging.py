"""Multi-label tagging of contract clauses, trained for macro F1."""
from dataclasses import dataclass

import torch
from torch import nn

TAGS = ("indemnity", "termination", "confidentiality", "governing_law", "payment", "liability_cap")
VOCAB = 600


@dataclass
class Config:
    clauses: int = 4000
    test: int = 1000
    hidden: int = 128
    batch: int = 128
    epochs: int = 12
    lr: float = 2e-3
    l2: float = 1e-4
    threshold: float = 0.5


def synthetic_clauses(cfg, generator):
    keyword_sets = torch.randint(0, VOCAB, (len(TAGS), 12), generator=generator)
    tags = (torch.rand(cfg.clauses, len(TAGS), generator=generator) < 0.22).float()
    tags[tags.sum(1) == 0, 0] = 1.0
    counts = torch.poisson(torch.full((cfg.clauses, VOCAB), 0.04), generator=generator)
    for k in range(len(TAGS)):
        rows = tags[:, k].bool()
        hits = torch.randint(0, 12, (int(rows.sum()), 5), generator=generator)
        counts[rows.nonzero().squeeze(1)[:, None], keyword_sets[k][hits]] += 1.0
    features = torch.log1p(counts)
    return features / features.norm(dim=1, keepdim=True).clamp(min=1e-6), tags


def macro_f1_loss(logits, tags, threshold):
    predicted = (torch.sigmoid(logits) > threshold).float()
    tp = (predicted * tags).sum(0)
    fp = (predicted * (1 - tags)).sum(0)
    fn = ((1 - predicted) * tags).sum(0)
    f1 = 2 * tp / (2 * tp + fp + fn + 1e-8)
    return 1 - f1.mean()


def l2_penalty(model):
    return sum(p.pow(2).sum() for name, p in model.named_parameters() if name.endswith("weight"))


@torch.no_grad()
def macro_f1(model, x, tags, threshold):
    model.eval()
    score = 1 - macro_f1_loss(model(x), tags, threshold).item()
    model.train()
    return score


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    cfg = Config()
    x, tags = synthetic_clauses(cfg, torch.Generator().manual_seed(0))
    cut = cfg.clauses - cfg.test
    model = nn.Sequential(nn.Linear(VOCAB, cfg.hidden), nn.ReLU(), nn.Dropout(0.2),
                          nn.Linear(cfg.hidden, len(TAGS)))
    optimizer = torch.optim.Adam(model.parameters(), lr=cfg.lr)
    scheduler = torch.optim.lr_scheduler.MultiStepLR(optimizer, milestones=[6, 9], gamma=0.3)
    print(f"test macro f1 before {macro_f1(model, x[cut:], tags[cut:], cfg.threshold):.3f}")
    for epoch in range(cfg.epochs):
        order = torch.randperm(cut)
        for rows in order.split(cfg.batch):
            loss = macro_f1_loss(model(x[rows]), tags[rows], cfg.threshold) + cfg.l2 * l2_penalty(model)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        scheduler.step()
        if epoch % 3 == 2:
            print(f"epoch {epoch}: loss {loss.item():.4f} "
                  f"test macro f1 {macro_f1(model, x[cut:], tags[cut:], cfg.threshold):.3f}")


if __name__ == "__main__":
    main()
