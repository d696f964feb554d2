import torch
import torch.nn.functional as F

from .losses import kernel_losses, step
from .networks import PopcornNet, ScorchProbe


class PopcornLearner:
    def __init__(self, cfg):
        self.cfg = cfg
        self.net = PopcornNet(hidden=cfg.hidden)
        self.probe = ScorchProbe(hidden=cfg.hidden)
        self.net_opt = torch.optim.Adam(self.net.parameters(), lr=cfg.lr)
        self.probe_opt = torch.optim.SGD(self.probe.parameters(), lr=cfg.probe_lr, momentum=0.9)

    def update(self, batch):
        out = self.net(batch["x"])
        info = self._model_update(out, batch)
        info.update(self._probe_update(out["features"].detach(), batch))
        return info

    def _model_update(self, out, batch):
        total, info = kernel_losses(out, batch, self.cfg.weights)
        step(self.net_opt, total)
        return info

    def _probe_update(self, feats, batch):
        scorch = (batch["time"] > 0.5).float()
        loss = F.binary_cross_entropy_with_logits(self.probe(feats), scorch)
        step(self.probe_opt, loss)
        return {"scorch_bce": loss.item()}
