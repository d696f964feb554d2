import torch


class ConfusionMeter:
    def __init__(self, n_classes):
        self.n = n_classes
        self.mat = torch.zeros(n_classes, n_classes, dtype=torch.long)

    def update(self, pred, target):
        flat = target.reshape(-1) * self.n + pred.reshape(-1)
        self.mat += torch.bincount(flat, minlength=self.n * self.n).view(self.n, self.n)

    def miou(self):
        inter = self.mat.diag().float()
        union = self.mat.sum(0).float() + self.mat.sum(1).float() - inter
        return (inter / union.clamp(min=1)).mean().item()
