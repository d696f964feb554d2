import torch
import torch.nn.functional as F

from .config import ExperimentConfig
from .evaluator import Evaluator
from .model import MODELS


def make_split(n, cfg, proj):
    x = torch.randn(n, cfg.in_dim)
    y = (x @ proj).argmax(dim=1)
    return [(x[i:i + cfg.batch_size], y[i:i + cfg.batch_size]) for i in range(0, n, cfg.batch_size)]


def main(name="mlp"):
    torch.manual_seed(0)
    cfg = ExperimentConfig()
    proj = torch.randn(cfg.in_dim, cfg.n_classes)
    train_loader = make_split(cfg.train_size, cfg, proj)
    val_loader = make_split(cfg.val_size, cfg, proj)
    model = MODELS[name](in_dim=cfg.in_dim, hidden=cfg.hidden, n_classes=cfg.n_classes, dropout=cfg.dropout)
    optimizer = getattr(torch.optim, cfg.optimizer)(model.parameters(), lr=cfg.lr)
    evaluator = Evaluator(model, val_loader)
    for epoch in range(cfg.epochs):
        for x, y in train_loader:
            loss = F.cross_entropy(model(x), y)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        metrics = evaluator.score()
        print(f"epoch {epoch}: val acc {metrics['acc']:.3f} nll {metrics['nll']:.4f}")


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
