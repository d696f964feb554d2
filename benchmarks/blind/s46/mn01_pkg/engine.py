import torch
import torch.nn.functional as F

from .data import augment
from .momentum import cosine_momentum, momentum_update


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
    def __init__(self, backbone, projector, predictor, target, optimizer, criterions, args):
        self.backbone, self.projector, self.predictor = backbone, projector, predictor
        self.target = target
        self.optimizer = optimizer
        self.criterions = criterions
        self.args = args
        self.global_step = 0

    def online(self, x):
        return self.predictor(self.projector(self.backbone(x)))

    def train_epoch(self, loader, epoch):
        for mod in (self.backbone, self.projector, self.predictor, self.target):
            mod.train()
        meters = {name: AverageMeter() for name in self.criterions}
        total_steps = self.args.epochs * len(loader)
        for x, _ in loader:
            v1, v2 = augment(x), augment(x)
            preds = self.online(torch.cat([v1, v2]))
            targets = self.target(torch.cat([v2, v1]))
            loss = 0.0
            for name, crit in self.criterions.items():
                term = crit(preds, targets)
                meters[name].update(term.item(), x.size(0))
                loss = loss + term
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            self.optimizer.step()
            m = cosine_momentum(self.global_step, total_steps, self.args.base_momentum)
            momentum_update([self.backbone, self.projector], self.target, m)
            self.global_step += 1
        return {name: meter.avg for name, meter in meters.items()}

    @torch.no_grad()
    def test(self, loader):
        for mod in (self.backbone, self.projector, self.predictor, self.target):
            mod.eval()
        meter = AverageMeter()
        feats, labels = [], []
        for x, y in loader:
            v1, v2 = augment(x), augment(x)
            loss = self.criterions["byol"](self.online(torch.cat([v1, v2])), self.target(torch.cat([v2, v1])))
            meter.update(loss.item(), x.size(0))
            feats.append(F.normalize(self.backbone(x), dim=1))
            labels.append(y)
        feats, labels = torch.cat(feats), torch.cat(labels)
        sim = feats @ feats.t()
        sim.fill_diagonal_(-2.0)
        knn_acc = (labels[sim.argmax(dim=1)] == labels).float().mean().item()
        return {"byol": meter.avg, "knn_acc": knn_acc}
