import torch

from .model import MODELS


class MaskedPretrainer:
    def __init__(self, cfg, dashboard):
        self.cfg = cfg
        self.model = MODELS[cfg["model"]](cfg["n_seg"], cfg["seg_dim"], cfg["width"])
        self.opt = torch.optim.Adam(self.model.parameters(), lr=cfg["lr"])
        self.board = dashboard
        self.running = 0.0
        self.epoch_losses = []

    def event(self, name, *args):
        return getattr(self, "on_" + name)(*args)

    def on_batch(self, segs, gen):
        hide = torch.rand(segs.shape[:2], generator=gen) < self.cfg["mask_ratio"]
        recon = self.model(segs, hide)
        loss = ((recon - segs) ** 2).mean(-1)[hide].mean()
        loss.backward()
        self.opt.step()
        self.opt.zero_grad()
        self.running += loss.item()
        self.epoch_losses.append(loss.detach())
        return loss.item()

    def on_epoch_end(self, epoch):
        mean = torch.stack(self.epoch_losses).mean()
        self.board.log("pretrain/loss", mean)
        self.epoch_losses = []
        return mean.item()

    def on_validation(self, segs, rope, gen):
        hide = torch.rand(segs.shape[:2], generator=gen) < self.cfg["mask_ratio"]
        with torch.set_grad_enabled(False):
            recon = self.model(segs, hide)
            val_loss = ((recon - segs) ** 2).mean(-1)[hide].mean()
        self.board.log("val/masked_mse", val_loss)
        return val_loss.item()
