import torch
import torch.nn.functional as F

from .networks import GrinderDiscriminator, PuckEncoder, ShotHeads
from .optim import build_optimizers, step


class DANN:
    def __init__(self, cfg):
        self.cfg = cfg
        self.encoder = PuckEncoder(cfg["in_dim"], cfg["feat_dim"])
        self.heads = ShotHeads(cfg["feat_dim"])
        self.disc = GrinderDiscriminator(cfg["feat_dim"])
        self.opts = build_optimizers(cfg, self.encoder, self.heads, self.disc)

    def update(self, batch, lam):
        info = self._disc_update(batch)
        info.update(self._task_update(batch, lam))
        return info

    def _domain_logits(self, f_src, f_tgt, lam=None):
        logits = self.disc(torch.cat([f_src, f_tgt]), reverse_lambda=lam)
        labels = torch.cat([torch.zeros(len(f_src)), torch.ones(len(f_tgt))])
        return F.binary_cross_entropy_with_logits(logits, labels)

    def _disc_update(self, batch):
        f_src = self.encoder(batch["x_src"])
        f_tgt = self.encoder(batch["x_tgt"])
        loss = self._domain_logits(f_src.detach(), f_tgt.detach())
        step(self.opts["disc"], loss)
        return {"disc": loss.item()}

    def _task_update(self, batch, lam):
        f_src, f_tgt = self.encoder(batch["x_src"]), self.encoder(batch["x_tgt"])
        out = self.heads(f_src)
        time_loss = F.mse_loss(out["time"], (batch["time"] - 28.0) / 6.0)
        chan_loss = F.binary_cross_entropy_with_logits(out["channel"], batch["channel"])
        lv = self.heads.log_var
        task = torch.exp(-lv[0]) * time_loss + torch.exp(-lv[1]) * chan_loss + lv.sum()
        adv = self._domain_logits(f_src, f_tgt, lam=lam)
        step(self.opts["task"], task + adv)
        return {"time": time_loss.item(), "chan": chan_loss.item(), "adv": adv.item()}

    @torch.no_grad()
    def evaluate(self, x, time, channel):
        self.encoder.eval()
        self.heads.eval()
        out = self.heads(self.encoder(x))
        self.encoder.train()
        self.heads.train()
        mae = (out["time"] * 6.0 + 28.0 - time).abs().mean().item()
        acc = ((out["channel"] > 0).float() == channel).float().mean().item()
        return mae, acc
