import torch

from .config import TabGANConfig
from .engine import TabGANEngine
from .models import RowCritic, RowGenerator


@torch.no_grad()
def category_histogram(G, cfg, n=2000):
    G.eval()
    rows = G(torch.randn(n, cfg.latent_dim))
    G.train()
    counts = rows[:, cfg.n_continuous:].argmax(dim=1).bincount(minlength=cfg.n_categories)
    return (counts.float() / n).tolist()


def main():
    cfg = TabGANConfig()
    torch.manual_seed(cfg.seed)
    G = RowGenerator(cfg.latent_dim, cfg.hidden, cfg.n_continuous, cfg.n_categories)
    D = RowCritic(cfg.row_dim, cfg.hidden)
    TabGANEngine(cfg, G, D).fit()
    print("category freq:", [round(p, 3) for p in category_histogram(G, cfg)])


if __name__ == "__main__":
    main()
