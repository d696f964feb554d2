import torch

from .build import build_model, build_optimizer
from .config import MetricConfig
from .losses import BatchHardTripletLoss


class PKSampler:
    """P classes x K samples per batch, from fixed synthetic class centroids."""

    def __init__(self, cfg):
        self.cfg = cfg
        self.gen = torch.Generator().manual_seed(cfg.seed)
        self.centroids = torch.randn(cfg.n_classes, cfg.in_dim, generator=self.gen)

    def __iter__(self):
        while True:
            cls = torch.randperm(self.cfg.n_classes, generator=self.gen)[: self.cfg.classes_per_batch]
            labels = cls.repeat_interleave(self.cfg.samples_per_class)
            x = self.centroids[labels] + 0.7 * torch.randn(labels.numel(), self.cfg.in_dim, generator=self.gen)
            yield x, labels


def main(cfg=MetricConfig()):
    torch.manual_seed(cfg.seed)
    model = build_model(cfg)
    optimizer = build_optimizer(cfg, model)
    criterion = BatchHardTripletLoss(cfg.margin)
    n_trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
    print(f"trainable params: {n_trainable}")

    for step, (x, labels) in zip(range(cfg.steps), PKSampler(cfg)):
        model.train()
        loss = criterion(model(x), labels)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if step % cfg.log_every == 0:
            print(f"step {step:4d} triplet {loss.item():.4f}")


if __name__ == "__main__":
    main()
