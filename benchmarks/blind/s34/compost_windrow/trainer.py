import torch
import torch.nn.functional as F
from torch import nn

from compost_windrow.hooks import HookedTrainer


class WindrowNet(nn.Module):
    def __init__(self, n_channels, hidden, mean, std):
        super().__init__()
        self.register_buffer("mean", mean)
        self.register_buffer("std", std)
        self.gru = nn.GRU(n_channels, hidden, batch_first=True)
        self.out = nn.Linear(hidden, 2)

    def forward(self, x):
        _, h = self.gru((x - self.mean) / self.std)
        return self.out(h[-1]) * self.std[:2] + x[:, -1, :2]


class WindrowTrainer(HookedTrainer):
    def __init__(self, model, cfg, val_set):
        super().__init__(model, cfg)
        self.val_set = val_set
        self.log = []
        self.last_loss = float("nan")

    def training_step(self, batch):
        x, y = batch
        pred = self.model(x)
        loss = F.smooth_l1_loss(pred, y)
        loss.backward()
        self.optimizer.step()
        self.last_loss = loss.item()

    def on_after_step(self, step):
        super().on_after_step(step)
        if step % self.cfg.log_every == 0:
            self.log.append((step, self.last_loss))
            self.optimizer.zero_grad(set_to_none=True)

    @torch.no_grad()
    def on_epoch_end(self, epoch):
        self.model.eval()
        x, y = self.val_set
        err = (self.model(x) - y).abs().mean(0)
        if epoch % 2 == 0:
            print(f"epoch {epoch:2d}  step {self.global_step:4d}  loss {self.last_loss:.3f}  "
                  f"val mae core temp {err[0]:.2f} C, O2 {err[1]:.2f} %")
