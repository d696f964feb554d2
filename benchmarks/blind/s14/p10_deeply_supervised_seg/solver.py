import time

import torch


def mean_iou(pred, target, n_classes):
    ious = []
    for c in range(n_classes):
        inter = ((pred == c) & (target == c)).sum().item()
        union = ((pred == c) | (target == c)).sum().item()
        if union > 0:
            ious.append(inter / union)
    return sum(ious) / max(len(ious), 1)


class Solver:
    def __init__(self, model, criterion, optimizer, scheduler, cfg):
        self.model, self.criterion = model, criterion
        self.optimizer, self.scheduler = optimizer, scheduler
        self.cfg = cfg
        self.device = cfg["device"]

    def train_one_epoch(self, loader, epoch):
        self.model.train()
        t0 = time.time()
        for i, (img, mask) in enumerate(loader):
            img, mask = img.to(self.device), mask.to(self.device)
            loss, parts = self.criterion(self.model(img), mask)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            if i % self.cfg["print_freq"] == 0:
                print(f"ep {epoch} it {i} loss {loss.item():.4f} main {parts['main']:.4f} "
                      f"aux {parts['aux']:.4f} lr {self.optimizer.param_groups[0]['lr']:.2e}")
        self.scheduler.step()
        return time.time() - t0

    @torch.no_grad()
    def validate(self, loader):
        self.model.eval()
        scores = []
        for img, mask in loader:
            pred = self.model(img.to(self.device)).argmax(1)
            scores.append(mean_iou(pred.cpu(), mask, self.cfg["n_classes"]))
        return sum(scores) / len(scores)
