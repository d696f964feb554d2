import torch

from configs import TrainCfg
from engine.classification import ClassificationTrainer
from models import MODEL_REGISTRY


def synthetic_loader(cfg, n_batches, seed):
    margs = cfg.model.args

    def _iter():
        g = torch.Generator().manual_seed(seed)
        for _ in range(n_batches):
            x = torch.randn(cfg.batch_size, margs["in_dim"], generator=g)
            y = (x[:, : margs["num_classes"]]).argmax(dim=1)
            yield x, y
    return _iter


def main():
    torch.manual_seed(1)
    cfg = TrainCfg()
    model = MODEL_REGISTRY[cfg.model.name](**cfg.model.args)
    optimizer = getattr(torch.optim, cfg.optim)(model.parameters(), lr=cfg.lr,
                                                weight_decay=cfg.weight_decay)
    trainer = ClassificationTrainer(model, optimizer, cfg, label_smoothing=0.05)
    loaders = {
        "train": synthetic_loader(cfg, cfg.batches_per_epoch, seed=0),
        "val": synthetic_loader(cfg, 3, seed=123),
    }
    trainer.fit(loaders)


if __name__ == "__main__":
    main()
