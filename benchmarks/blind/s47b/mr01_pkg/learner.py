import torch
from torch import nn
import torch.nn.functional as F

from .registry import build_optimizer, build_pair


class EventModel(nn.Module):
    """Tiny callback base: subclasses implement on_<event> methods."""

    def event(self, name, payload=None):
        handler = getattr(self, "on_" + name, None)
        return handler(payload) if handler is not None else None


class MoCoLearner(EventModel):
    def __init__(self, cfg, logger):
        super().__init__()
        self.pair = build_pair(cfg)
        self.temperature = cfg["temperature"]
        self.register_buffer("queue", F.normalize(torch.randn(cfg["queue"], cfg["dim"]), dim=1))
        self.ptr = 0
        self.opt = build_optimizer(cfg, self.pair.online.parameters())
        self.logger = logger

    @torch.no_grad()
    def _enqueue(self, k):
        n = k.shape[0]
        idx = torch.arange(self.ptr, self.ptr + n) % self.queue.shape[0]
        self.queue[idx] = k
        self.ptr = int(idx[-1] + 1) % self.queue.shape[0]

    def on_batch(self, views):
        view_a, view_b = views
        q = self.pair.queries(view_a)
        k = self.pair.keys(view_b)
        pos = (q * k).sum(dim=1, keepdim=True)
        neg = q @ self.queue.t()
        logits = torch.cat([pos, neg], dim=1) / self.temperature
        target = torch.zeros(q.shape[0], dtype=torch.long)
        loss = F.cross_entropy(logits, target)
        self.opt.zero_grad()
        loss.backward()
        self.opt.step()
        self.pair.follow()
        self._enqueue(k)
        self.logger.log({"loss": loss.item(), "pos_sim": pos.mean()})
        return loss.item()

    def on_epoch_end(self, epoch):
        self.logger.log({"epoch": epoch, "queue_norm": self.queue.norm(dim=1).mean()})
