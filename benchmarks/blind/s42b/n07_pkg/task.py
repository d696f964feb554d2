import functools

import torch
import torch.nn.functional as F

from .framework import TaskBase, timed


class SeepageTask(TaskBase):
    def __init__(self, net, lr=2e-3, pos_weight=3.0):
        super().__init__()
        self._net = net
        self.lr = lr
        self.criterion = functools.partial(F.binary_cross_entropy_with_logits,
                                           pos_weight=torch.tensor(pos_weight))

    @property
    def network(self):
        return self._net

    def configure_optimizer(self):
        return torch.optim.Adam(self.network.parameters(), lr=self.lr)

    @timed
    def training_step(self, batch):
        logits = self.network(batch["x"])
        loss = self.criterion(logits, batch["y"])
        self.optimizer.zero_grad()
        loss.backward()
        self.optimizer.step()
        return {"loss": loss.item()}

    @timed
    @torch.no_grad()
    def validation_step(self, batch):
        logits = self.network(batch["x"])
        return {"loss": self.criterion(logits, batch["y"]).item(),
                "hit": ((logits > 0).float() == batch["y"]).float().mean().item()}

    @timed
    def test_step(self, batch):
        probs = torch.sigmoid(self.network(batch["x"]))
        return {"prob": probs.detach(), "y": batch["y"]}

    def on_epoch_end(self, train, val):
        mean = lambda xs: sum(xs) / len(xs)
        print(f"epoch {self.state['epoch']}: train {mean(train['loss']):.4f}  "
              f"val {mean(val['loss']):.4f}  val acc {mean(val['hit']):.3f}")
