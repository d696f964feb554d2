from torch import nn

from .losses import LOSSES, OPTIMIZERS


class Engine(nn.Module):
    """Callback-style base: subclasses define `build` and `compute_loss`."""

    def __init__(self, cfg, log):
        super().__init__()
        self.cfg = cfg
        self.log = log
        self.build(cfg)
        self.criterion = LOSSES[cfg["loss"]]
        self.opt = OPTIMIZERS[cfg["optim"]](self.parameters(), **cfg["optim_kw"])

    def event(self, name, payload=None):
        return getattr(self, "on_" + name)(payload)

    def on_epoch_start(self, epoch):
        self.train()
        self.opt.zero_grad(set_to_none=True)

    def on_batch(self, batch):
        loss = self.compute_loss(batch)
        loss.backward()
        self.opt.step()
        self.log("train/loss", loss.item())
        return loss.item()

    def on_epoch_end(self, epoch):
        self.log("epoch", epoch)
