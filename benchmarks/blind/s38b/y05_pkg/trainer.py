import torch
import torch.nn.functional as F

from .data import random_molecule_batch


class PropertyTrainer:
    def __init__(self, model, cfg):
        self.model = model
        self.cfg = cfg
        self.optimizer = getattr(torch.optim, cfg.optimizer)(model.parameters(), lr=cfg.lr, weight_decay=1e-5)
        self.scheduler = torch.optim.lr_scheduler.ExponentialLR(self.optimizer, gamma=0.9)
        self.atom_cache = None

    def on_epoch_start(self, epoch):
        self.model.train()
        self.atom_cache = self.model.atom_table()

    def train_batch(self):
        atoms, edges, gidx, y = random_molecule_batch(self.cfg.batch_graphs, self.cfg.n_atom_types)
        self.optimizer.zero_grad()
        pred = self.model(atoms, edges, gidx, len(y), table=self.atom_cache)
        loss = F.smooth_l1_loss(pred, y)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(self.model.parameters(), 10.0)
        self.optimizer.step()
        return loss.item()

    @torch.no_grad()
    def evaluate(self):
        self.model.eval()
        atoms, edges, gidx, y = random_molecule_batch(64, self.cfg.n_atom_types)
        return F.l1_loss(self.model(atoms, edges, gidx, len(y)), y).item()

    def run(self):
        for epoch in range(self.cfg.epochs):
            getattr(self, "on_epoch_start")(epoch)
            losses = [self.train_batch() for _ in range(self.cfg.batches)]
            self.scheduler.step()
            print(f"epoch {epoch} train {sum(losses) / len(losses):.4f} val_mae {self.evaluate():.4f}")
