import torch
import torch.nn.functional as F

from .optim_tools import make_optimizer


class ContinualLearner:
    def __init__(self, net, cfg, callbacks=()):
        self.net = net
        self.cfg = cfg
        self.callbacks = list(callbacks)
        self.opt = make_optimizer(net.trunk.parameters(), cfg)
        self.anchor = None
        self.gen = torch.Generator().manual_seed(cfg.seed + 10)

    def _fire(self, event, *args):
        for cb in self.callbacks:
            hook = getattr(cb, event, None)
            if hook is not None:
                hook(self, *args)

    def learn_voyage(self, voyage, n_events, x, y):
        self._fire("on_task_start", voyage, n_events)
        for _ in range(self.cfg.epochs):
            for idx in torch.randperm(len(y), generator=self.gen).split(self.cfg.batch):
                self.step(voyage, x[idx], y[idx])
        self._fire("on_task_end", voyage)

    @torch.no_grad()
    def accuracy(self, voyage, x, y):
        return (self.net(x, voyage).argmax(1) == y).float().mean().item()


class AnchoredFineTuner(ContinualLearner):
    """Fine-tunes the shared trunk with an L2 pull towards the weights left by the last voyage."""

    def drift(self):
        if self.anchor is None:
            return torch.zeros(())
        return sum(((p - self.anchor[n]) ** 2).sum() for n, p in self.net.trunk.named_parameters())

    def step(self, voyage, x, y):
        self.opt.zero_grad(set_to_none=True)
        loss = F.cross_entropy(self.net(x, voyage), y) + self.cfg.l2_anchor * self.drift()
        loss.backward()
        self.opt.step()
        return loss.item()
