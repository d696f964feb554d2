"""Card-fraud scoring on synthetic transactions, with train/validation ROC-AUC per epoch."""
import math

import torch
import torch.nn.functional as F
from torch import nn

CATEGORIES = 24


def transactions(count, generator):
    category = torch.randint(CATEGORIES, (count,), generator=generator)
    log_amount = 3.0 + 1.2 * torch.randn(count, generator=generator)
    hour = torch.rand(count, generator=generator) * 24
    distance = torch.rand(count, generator=generator).pow(3) * 5
    velocity = torch.poisson(torch.full((count,), 1.0), generator=generator)
    present = (torch.rand(count, generator=generator) < 0.6).float()
    risky = (category % 7 == 3).float()
    night = ((hour < 5) | (hour > 23)).float()
    logit = (-5.2 + 0.8 * (log_amount - 3) + 1.4 * night + 0.6 * distance
             + 0.5 * velocity + 1.5 * risky - 1.3 * present)
    fraud = (torch.rand(count, generator=generator) < torch.sigmoid(logit)).float()
    dense = torch.stack([log_amount - 3, torch.sin(2 * math.pi * hour / 24), torch.cos(2 * math.pi * hour / 24),
                         distance, velocity, present], dim=1)
    return category, dense, fraud


class FraudScorer(nn.Module):
    def __init__(self, n_dense, emb=8, width=64):
        super().__init__()
        self.category = nn.Embedding(CATEGORIES, emb)
        self.mlp = nn.Sequential(nn.Linear(n_dense + emb, width), nn.ReLU(),
                                 nn.Linear(width, width), nn.ReLU(), nn.Linear(width, 1))

    def forward(self, category, dense):
        return self.mlp(torch.cat([self.category(category), dense], dim=1)).squeeze(1)


def auc(scores, labels):
    order = scores.argsort()
    ranks = torch.empty_like(order, dtype=torch.float64)
    ranks[order] = torch.arange(1, len(scores) + 1, dtype=torch.float64)
    pos = labels.bool()
    n_pos, n_neg = int(pos.sum()), int((~pos).sum())
    return (float(ranks[pos].sum()) - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)


class ScoreBook:
    """Collects the scores of one epoch so the ROC-AUC can be computed over all of it."""

    def __init__(self):
        self.scores, self.labels = [], []

    def add(self, scores, labels):
        self.scores.append(scores)
        self.labels.append(labels)

    def auc(self):
        return auc(torch.cat(self.scores), torch.cat(self.labels))


@torch.no_grad()
def validation_auc(model, data):
    model.eval()
    category, dense, fraud = data
    return auc(model(category, dense), fraud)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(8)
    category, dense, fraud = transactions(60000, gen)
    held_out = transactions(20000, gen)
    model = FraudScorer(dense.size(1))
    optimizer = torch.optim.Adagrad(model.parameters(), lr=0.05)
    imbalance = (1 - fraud.mean()) / fraud.mean()
    print(f"fraud rate {fraud.mean():.3f}, validation auc before {validation_auc(model, held_out):.3f}")
    for epoch in range(5):
        model.train()
        book = ScoreBook()
        for rows in torch.randperm(len(fraud), generator=gen).split(256):
            logits = model(category[rows], dense[rows])
            weighted_bce = F.binary_cross_entropy_with_logits(logits, fraud[rows], pos_weight=imbalance)
            optimizer.zero_grad()
            weighted_bce.backward()
            optimizer.step()
            book.add(torch.sigmoid(logits), fraud[rows])
        print(f"epoch {epoch}: train auc {book.auc():.3f}, validation auc {validation_auc(model, held_out):.3f}")


if __name__ == "__main__":
    main()
