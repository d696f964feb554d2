import torch

from .config import ModelConfig
from .model import MultiTaskModel


def synthetic(n, in_dim):
    x = torch.randn(n, in_dim)
    category = (x[:, :3] * torch.tensor([1.0, -1.0, 0.5])).argmax(1)
    price = x[:, 3] * 2 + x[:, 4] ** 2
    return x, {"category": category, "price": price}


def main():
    torch.manual_seed(0)
    cfg = ModelConfig()
    model = MultiTaskModel(cfg)
    optimizer = torch.optim.Adam(model.parameters(), lr=cfg.lr)
    x, y = synthetic(640, cfg.backbone_args["in_dim"])
    for epoch in range(cfg.epochs):
        model.train()
        totals = {}
        for i in range(0, len(x), cfg.batch_size):
            xb = x[i:i + cfg.batch_size]
            yb = {k: v[i:i + cfg.batch_size] for k, v in y.items()}
            loss, parts = model.loss(model(xb), yb)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            for k, v in parts.items():
                totals[k] = totals.get(k, 0.0) + v
        n_batches = (len(x) + cfg.batch_size - 1) // cfg.batch_size
        print(f"epoch {epoch}: " + " ".join(f"{k}={v / n_batches:.4f}" for k, v in totals.items()))


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
