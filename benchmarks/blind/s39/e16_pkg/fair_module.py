"""Encoder + classifier trained against an adversary predicting the sensitive group."""
import torch
import torch.nn.functional as F

from .litcore import MultiOptModule
from .nets import Encoder, Head


class FairScreening(MultiOptModule):
    ADVERSARY, MAIN = 0, 1

    def __init__(self, d_in, lam=1.0, lr=3e-3):
        super().__init__()
        self.encoder = Encoder(d_in)
        self.classifier = Head(8)
        self.adversary = Head(8)
        self.lam, self.lr = lam, lr
        self._cache = None

    def shared_forward(self, x):
        z = self.encoder(x)
        return {"z": z, "task": self.classifier(z), "adv_on_z": self.adversary(z)}

    def training_step(self, batch, batch_idx, optimizer_idx):
        x, hired, group = batch
        if optimizer_idx == self.ADVERSARY:
            self._cache = self.shared_forward(x)
            adv = self.adversary(self._cache["z"].detach())
            return F.binary_cross_entropy_with_logits(adv, group)
        out = self._cache
        task = F.binary_cross_entropy_with_logits(out["task"], hired)
        leak = F.binary_cross_entropy_with_logits(out["adv_on_z"], group)
        return task - self.lam * leak

    def configure_optimizers(self):
        adv_opt = torch.optim.Adam(self.adversary.parameters(), lr=self.lr)
        main_params = list(self.encoder.parameters()) + list(self.classifier.parameters())
        main_opt = torch.optim.Adam(main_params, lr=self.lr)
        return [adv_opt, main_opt]

    def validation_step(self, batch):
        x, hired, group = batch
        out = self.shared_forward(x)
        pred = (out["task"] > 0).float()
        return {"acc": (pred == hired).float().sum().item(),
                "adv_acc": ((out["adv_on_z"] > 0).float() == group).float().sum().item(),
                "rate_g0": pred[group == 0].sum().item(), "n_g0": (group == 0).sum().item(),
                "rate_g1": pred[group == 1].sum().item(), "n_g1": (group == 1).sum().item(),
                "n": len(x)}

    def on_validation_end(self, outputs):
        tot = {k: sum(o[k] for o in outputs) for k in outputs[0]}
        gap = tot["rate_g0"] / tot["n_g0"] - tot["rate_g1"] / tot["n_g1"]
        print(f"acc {tot['acc'] / tot['n']:.3f} adversary acc {tot['adv_acc'] / tot['n']:.3f} "
              f"parity gap {gap:+.3f}")
