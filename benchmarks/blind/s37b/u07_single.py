"""Importance-weighted regression for claim severity on synthetic tabular data."""
import torch
import torch.nn as nn

CONFIG = {
    "n_rows": 4000,
    "n_numeric": 8,
    "n_regions": 12,
    "embed_dim": 4,
    "hidden": 64,
    "batch_size": 128,
    "epochs": 4,
    "lr": 1e-3,
    "huber_delta": 1.0,
}


def make_claims(cfg, seed=0):
    g = torch.Generator().manual_seed(seed)
    numeric = torch.randn(cfg["n_rows"], cfg["n_numeric"], generator=g)
    region = torch.randint(0, cfg["n_regions"], (cfg["n_rows"],), generator=g)
    region_effect = torch.randn(cfg["n_regions"], generator=g)
    coef = torch.randn(cfg["n_numeric"], generator=g)
    target = numeric @ coef + region_effect[region] + 0.3 * torch.randn(cfg["n_rows"], generator=g)
    # exposure-based sample weights: policies observed for a fraction of the year
    exposure = torch.rand(cfg["n_rows"], generator=g).clamp_min(0.05)
    return numeric, region, target, exposure


class SeverityModel(nn.Module):
    def __init__(self, n_numeric, n_regions, embed_dim, hidden):
        super().__init__()
        self.region_emb = nn.Embedding(n_regions, embed_dim)
        self.norm = nn.BatchNorm1d(n_numeric)
        self.mlp = nn.Sequential(
            nn.Linear(n_numeric + embed_dim, hidden), nn.ReLU(),
            nn.Linear(hidden, hidden), nn.ReLU(),
            nn.Linear(hidden, 1),
        )

    def forward(self, numeric, region):
        h = torch.cat([self.norm(numeric), self.region_emb(region)], dim=1)
        return self.mlp(h).squeeze(1)


def batches(tensors, batch_size, generator):
    n = tensors[0].size(0)
    order = torch.randperm(n, generator=generator)
    for start in range(0, n, batch_size):
        idx = order[start:start + batch_size]
        yield tuple(t[idx] for t in tensors)


def train(cfg):
    torch.manual_seed(0)
    numeric, region, target, exposure = make_claims(cfg)
    split = int(0.85 * len(target))
    train_set = (numeric[:split], region[:split], target[:split], exposure[:split])
    val_set = (numeric[split:], region[split:], target[split:])

    model = SeverityModel(cfg["n_numeric"], cfg["n_regions"], cfg["embed_dim"], cfg["hidden"])
    optimizer = torch.optim.AdamW(model.parameters(), lr=cfg["lr"])
    criterion = nn.HuberLoss(reduction="none", delta=cfg["huber_delta"])
    shuffle = torch.Generator().manual_seed(1)

    for epoch in range(cfg["epochs"]):
        model.train()
        seen, running = 0, 0.0
        for x_num, x_reg, y, w in batches(train_set, cfg["batch_size"], shuffle):
            pred = model(x_num, x_reg)
            loss = criterion(pred, y) * w / w.mean()
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            running += loss.sum().item()
            seen += y.numel()

        model.eval()
        with torch.no_grad():
            val_pred = model(val_set[0], val_set[1])
            val_mae = (val_pred - val_set[2]).abs().mean().item()
        print(f"epoch {epoch} train_loss {running / seen:.4f} val_mae {val_mae:.4f}")
    return model


if __name__ == "__main__":
    train(CONFIG)
