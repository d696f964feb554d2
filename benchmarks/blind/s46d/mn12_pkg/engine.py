import torch
import torch.nn.functional as F

from .data import loader, spectral_views


class AverageMeter:
    def __init__(self):
        self.sum, self.n = 0.0, 0

    def update(self, v, k=1):
        self.sum += v * k
        self.n += k

    @property
    def avg(self):
        return self.sum / max(self.n, 1)


class BYOLPretrainer:
    def __init__(self, online, predictor, target, criterions, optimizer, gen, accum_steps=2):
        self.online, self.predictor, self.target = online, predictor, target
        self.criterions, self.optimizer, self.gen = criterions, optimizer, gen
        self.accum_steps = accum_steps

    def train_epoch(self, x, y):
        self.online.train(); self.predictor.train()
        loss_m, zgrad_m = AverageMeter(), AverageMeter()
        self.optimizer.zero_grad()
        for i, (xb, _) in enumerate(loader(x, y, 32, self.gen)):
            v1, v2 = spectral_views(xb, self.gen), spectral_views(xb, self.gen)
            z1, z2 = self.online.project(v1), self.online.project(v2)
            z1.retain_grad()
            loss = self.criterions["byol"](self.predictor(z1), self.target(v2)) \
                + self.criterions["byol"](self.predictor(z2), self.target(v1))
            (loss / self.accum_steps).backward()
            zgrad_m.update(z1.grad.norm(dim=1).mean().item(), xb.shape[0])
            if (i + 1) % self.accum_steps == 0:
                self.optimizer.step()
                self.optimizer.zero_grad()
                self.target.update(self.online)
            loss_m.update(loss.item(), xb.shape[0])
        return loss_m.avg, zgrad_m.avg


class LinearProbe:
    def __init__(self, model, optimizer, gen):
        self.model, self.optimizer, self.gen = model, optimizer, gen

    def train_epoch(self, x, y):
        self.model.eval()
        self.model.head.train()
        m = AverageMeter()
        for xb, yb in loader(x, y, 64, self.gen):
            with torch.no_grad():
                feat = self.model.encoder(xb)
            loss = F.cross_entropy(self.model.head(feat), yb)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            m.update(loss.item(), xb.shape[0])
        return m.avg

    @torch.no_grad()
    def test(self, x, y):
        self.model.eval()
        return (self.model(x).argmax(1) == y).float().mean().item()
