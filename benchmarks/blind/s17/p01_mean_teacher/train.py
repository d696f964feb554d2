import torch

from .config import TrainConfig
from .nets import build_model
from .trainer import ConsistencyTrainer


def make_blobs(n, in_dim, n_classes, seed=0):
    g = torch.Generator().manual_seed(seed)
    centres = torch.randn(n_classes, in_dim, generator=g) * 2.0
    labels = torch.randint(0, n_classes, (n,), generator=g)
    points = centres[labels] + torch.randn(n, in_dim, generator=g)
    return points, labels


def semi_supervised_batches(points, labels, batch_size, labelled_fraction, seed):
    g = torch.Generator().manual_seed(seed)
    order = torch.randperm(points.shape[0], generator=g)
    for start in range(0, len(order), batch_size):
        idx = order[start:start + batch_size]
        has_label = torch.rand(len(idx), generator=g) < labelled_fraction
        has_label[0] = True
        yield points[idx], labels[idx], has_label


def main(cfg=None):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    cfg = cfg or TrainConfig()
    points, labels = make_blobs(1024, cfg.in_dim, cfg.n_classes)
    trainer = ConsistencyTrainer(build_model(cfg), cfg)
    for epoch in range(cfg.epochs):
        seen, running = 0, 0.0
        for x, y, mask in semi_supervised_batches(points, labels, cfg.batch_size,
                                                  cfg.labelled_fraction, seed=epoch):
            running += trainer.train_step(x, y, mask)
            seen += 1
        print(f"epoch {epoch}: objective {running / seen:.4f} "
              f"teacher acc {trainer.accuracy(points, labels):.3f}")
    return trainer


if __name__ == "__main__":
    main()
