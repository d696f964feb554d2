import torch

from .data import iterate_minibatches
from .objectives import momentum_at


class AverageMeter:
    def __init__(self):
        self.sum, self.count = 0.0, 0

    def update(self, val, n=1):
        self.sum += val * n
        self.count += n

    @property
    def avg(self):
        return self.sum / max(self.count, 1)


class BYOLTrainer:
    def __init__(self, online, predictor, target, criterions, optimizer, augment, cfg):
        self.online = online
        self.predictor = predictor
        self.target = target
        self.criterions = criterions
        self.optimizer = optimizer
        self.augment = augment
        self.cfg = cfg
        self.global_step = 0

    def _online(self, x):
        z = self.online["projector"](self.online["encoder"](x))
        return self.predictor(z)

    def _target(self, x):
        return self.target["projector"](self.target["encoder"](x))

    @torch.no_grad()
    def update_target(self, m):
        for p_t, p_o in zip(self.target.parameters(), self.online.parameters()):
            p_t.data.mul_(m).add_(p_o.data, alpha=1 - m)

    def train_epoch(self, x, y, gen):
        self.online.train(); self.predictor.train(); self.target.train()
        meter = AverageMeter()
        for xb, _ in iterate_minibatches(x, y, self.cfg.batch_size, gen):
            v1, v2 = self.augment(xb, gen), self.augment(xb, gen)
            p1, p2 = self._online(v1), self._online(v2)
            z1, z2 = self._target(v1), self._target(v2)
            loss = self.criterions["byol"](p1, z2) + self.criterions["byol"](p2, z1)
            if "var" in self.criterions:
                loss = loss + 0.1 * self.criterions["var"](p1)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            self.global_step += 1
            self.update_target(float(momentum_at(self.global_step, self.cfg.total_steps)))
            meter.update(loss.item(), xb.shape[0])
        return meter.avg

    @torch.no_grad()
    def test(self, x, y):
        self.online.eval(); self.predictor.eval(); self.target.eval()
        feats = self.online["encoder"](x)
        centroids = torch.stack([feats[y == c].mean(0) for c in range(3)])
        pred = torch.cdist(feats, centroids).argmin(1)
        v1 = self.augment(x, torch.Generator().manual_seed(7))
        z = self._target(v1)
        loss = self.criterions["byol"](self._online(x), z)
        return loss.item(), (pred == y).float().mean().item()
