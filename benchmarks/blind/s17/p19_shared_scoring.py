"""Ordinal rating model: the same scoring helper feeds training and the validation report."""
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
torch.set_num_threads(1)

N_LEVELS = 5


class RatingModel(nn.Module):
    def __init__(self, n_items, n_users, dim=8):
        super().__init__()
        self.items = nn.Embedding(n_items, dim)
        self.users = nn.Embedding(n_users, dim)
        self.to_levels = nn.Linear(dim, N_LEVELS)

    def forward(self, users, items):
        return self.to_levels(self.users(users) * self.items(items))


@torch.no_grad()
def score(model, users, items, ratings):
    logits = model(users, items)
    return {
        "ce": F.cross_entropy(logits, ratings),
        "mae": (logits.argmax(dim=1) - ratings).abs().float().mean(),
    }


def rating_batches(n_batches, size, n_users, n_items, taste, seed):
    g = torch.Generator().manual_seed(seed)
    for _ in range(n_batches):
        u = torch.randint(0, n_users, (size,), generator=g)
        i = torch.randint(0, n_items, (size,), generator=g)
        r = (taste[u, i] * 2 + 2).round().clamp(0, N_LEVELS - 1).long()
        yield u, i, r


n_users, n_items = 50, 40
taste = torch.tanh(torch.randn(n_users, 3) @ torch.randn(3, n_items))
model = RatingModel(n_items, n_users)
opt = torch.optim.Adagrad(model.parameters(), lr=0.1)

for epoch in range(3):
    sums = {"ce": 0.0, "mae": 0.0}
    for step, (u, i, r) in enumerate(rating_batches(80, 64, n_users, n_items, taste, seed=epoch)):
        stats = score(model, u, i, r)
        objective = stats["ce"].requires_grad_()
        opt.zero_grad()
        objective.backward()
        opt.step()
        for k in sums:
            sums[k] += stats[k].item()
    val = score(model, *next(rating_batches(1, 1024, n_users, n_items, taste, seed=123)))
    print(f"epoch {epoch}: train ce {sums['ce'] / (step + 1):.4f} mae {sums['mae'] / (step + 1):.3f} "
          f"| val ce {val['ce'].item():.4f}")
