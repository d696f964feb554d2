import torch

from .loop import train_epoch
from .towers import TwoTower


def interactions(n_users=400, n_items=300, n=30000, seed=0):
    g = torch.Generator().manual_seed(seed)
    user_topic = torch.randint(0, 10, (n_users,), generator=g)
    item_topic = torch.randint(0, 10, (n_items,), generator=g)
    u = torch.randint(0, n_users, (n,), generator=g)
    candidates = torch.randint(0, n_items, (n, 8), generator=g)
    match = item_topic[candidates] == user_topic[u].unsqueeze(1)
    pick = torch.where(match.any(1), match.float().argmax(1), torch.zeros(n, dtype=torch.long))
    i = candidates[torch.arange(n), pick]
    return torch.stack([u, i], 1), n_users, n_items


def main(epochs=4):
    torch.manual_seed(0)
    pairs, n_users, n_items = interactions()
    model = TwoTower(n_users, n_items)
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    for epoch in range(epochs):
        loss, recall = train_epoch(model, optimizer, pairs)
        print(f"epoch {epoch}: loss {loss:.4f} in-batch recall@5 {recall:.3f}")


if __name__ == "__main__":
    main()
