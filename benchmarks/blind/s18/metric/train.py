from dataclasses import dataclass

import torch

from .evaluator import VerificationEvaluator
from .losses import batch_hard_triplet
from .model import EmbeddingNet


@dataclass
class Config:
    n_ids: int = 10
    in_dim: int = 16
    hidden: int = 64
    emb_dim: int = 16
    per_id: int = 4
    steps_per_epoch: int = 25
    epochs: int = 3
    lr: float = 1e-3
    margin: float = 0.2


class IdentityData:
    def __init__(self, cfg, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.cfg = cfg
        self.g = g
        self.prototypes = torch.randn(cfg.n_ids, cfg.in_dim, generator=g)

    def sample(self, ids):
        return self.prototypes[ids] + 0.6 * torch.randn(len(ids), self.cfg.in_dim, generator=self.g)

    def train_batches(self):
        for _ in range(self.cfg.steps_per_epoch):
            ids = torch.randperm(self.cfg.n_ids, generator=self.g)[:6].repeat_interleave(self.cfg.per_id)
            yield self.sample(ids), ids

    def pair_batches(self, n_batches=4, size=64):
        for _ in range(n_batches):
            i = torch.randint(0, self.cfg.n_ids, (size,), generator=self.g)
            flip = torch.rand(size, generator=self.g) < 0.5
            j = torch.where(flip, i, torch.randint(0, self.cfg.n_ids, (size,), generator=self.g))
            yield self.sample(i), self.sample(j), i == j


def main(cfg=Config()):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data = IdentityData(cfg)
    model = EmbeddingNet(cfg.in_dim, cfg.hidden, cfg.emb_dim)
    opt = torch.optim.Adam(model.parameters(), lr=cfg.lr)
    epoch_end = [VerificationEvaluator(model, data.pair_batches)]
    for epoch in range(cfg.epochs):
        for x, y in data.train_batches():
            loss = batch_hard_triplet(model(x), y, cfg.margin)
            opt.zero_grad()
            loss.backward()
            opt.step()
        for cb in epoch_end:
            cb(epoch, print)


if __name__ == "__main__":
    main()
