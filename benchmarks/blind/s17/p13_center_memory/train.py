import torch

from .centers import MomentumCenterLoss
from .embed import Embedder
from .engine import Engine
from .optim_factory import make_optimizer


def clustered(n_batches, batch_size, in_dim, n_classes, seed):
    g = torch.Generator().manual_seed(seed)
    means = torch.randn(n_classes, in_dim, generator=torch.Generator().manual_seed(99)) * 2
    for _ in range(n_batches):
        y = torch.randint(0, n_classes, (batch_size,), generator=g)
        yield means[y] + torch.randn(batch_size, in_dim, generator=g), y


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    in_dim, emb_dim, n_classes = 10, 8, 5
    model = Embedder(in_dim, emb_dim, n_classes)
    engine = Engine(model, MomentumCenterLoss(n_classes, emb_dim), make_optimizer(model.parameters()))
    for epoch in range(3):
        vals = [engine.update(x, y) for x, y in clustered(50, 32, in_dim, n_classes, epoch)]
        print(f"epoch {epoch}: objective {sum(vals) / len(vals):.4f}")
    return engine


if __name__ == "__main__":
    main()
