import torch
from torch.utils.data import DataLoader, random_split

from .config import TabConfig
from .engine import train_epoch, validate
from .model import TabularMLP, make_dataset
from .tracker import MetricTracker


def main(cfg=TabConfig()):
    torch.manual_seed(cfg.seed)
    ds = make_dataset(cfg, cfg.seed)
    n_val = len(ds) // 5
    train_ds, val_ds = random_split(ds, [len(ds) - n_val, n_val], generator=torch.Generator().manual_seed(0))
    train_loader = DataLoader(train_ds, batch_size=cfg.batch_size, shuffle=True)
    val_loader = DataLoader(val_ds, batch_size=1024)

    model = TabularMLP(cfg.n_numeric, cfg.cat_cardinalities, cfg.embed_dim, cfg.hidden, cfg.dropout)
    optimizer = torch.optim.AdamW(model.parameters(), lr=cfg.lr, weight_decay=1e-4)
    tracker = MetricTracker()
    for epoch in range(cfg.epochs):
        tracker.reset()
        train_epoch(model, train_loader, optimizer, tracker)
        validate(model, val_loader, tracker)
        print(f"epoch {epoch}: " + " ".join(f"{k}={v:.4f}" for k, v in tracker.result().items()))


if __name__ == "__main__":
    main()
