import torch
import torch.nn.functional as F

from .ema import WeightAverage


class ConsistencyTrainer:
    def __init__(self, model, cfg):
        self.cfg = cfg
        self.student = model
        self.mean_teacher = WeightAverage(model, cfg.ema_decay)
        optim_cls = getattr(torch.optim, cfg.optim_name)
        self.optimizer = optim_cls(self.student.parameters(), lr=cfg.lr, **cfg.optim_kwargs)

    def _perturb(self, x):
        return x + self.cfg.input_noise * torch.randn_like(x)

    def train_step(self, x, y, has_label):
        logits = self.student(self._perturb(x))
        supervised = F.cross_entropy(logits[has_label], y[has_label])

        teacher_probs = self.mean_teacher(self._perturb(x)).softmax(dim=-1)
        agreement = F.mse_loss(logits.softmax(dim=-1), teacher_probs)
        objective = supervised + self.cfg.consistency_weight * agreement

        self.optimizer.zero_grad()
        objective.backward()
        self.optimizer.step()
        self.mean_teacher.update(self.student)
        return objective.item()

    @torch.no_grad()
    def accuracy(self, x, y):
        preds = self.mean_teacher(x).argmax(dim=-1)
        return (preds == y).float().mean().item()
