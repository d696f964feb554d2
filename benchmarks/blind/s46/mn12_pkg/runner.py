import numpy as np
import torch
import torch.nn.functional as F


class TransferRunner:
    def __init__(self, student, teacher, criterions, optimizer, mode, weights):
        self.student, self.teacher = student, teacher
        self.criterions, self.optimizer = criterions, optimizer
        self.terms, self.weights = mode.split("+"), weights

    def step_losses(self, x, y):
        with torch.no_grad():
            t_logits, t_maps = self.teacher(x, with_maps=True)
        s_logits, s_maps = self.student(x, with_maps=True)
        losses = {"ce": F.cross_entropy(s_logits, y)}
        if "kd" in self.terms:
            losses["kd"] = self.criterions["kd"](s_logits, t_logits)
        if "at" in self.terms:
            losses["at"] = self.criterions["at"](s_maps, t_maps)
        if "sal" in self.terms:
            losses["sal"] = self.criterions["sal"](self.student, self.teacher, x)
        return losses

    def train_epoch(self, x, y, bs=48):
        self.student.train()
        history = {k: [] for k in ["ce"] + [t for t in self.terms if t != "ce"]}
        perm = torch.randperm(x.size(0))
        for i in range(0, x.size(0), bs):
            idx = perm[i:i + bs]
            losses = self.step_losses(x[idx], y[idx])
            loss = sum(self.weights.get(k, 1.0) * v for k, v in losses.items())
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            for k, v in losses.items():
                history[k].append(v.detach())
        return {k: torch.stack(v).mean().item() for k, v in history.items() if v}

    @torch.no_grad()
    def test(self, x, y):
        self.student.eval()
        acc = (self.student(x).argmax(1) == y).float().mean().item()
        with torch.enable_grad():
            sal_s = self.criterions["sal"].saliency(self.student, x, create_graph=False)
            sal_t = self.criterions["sal"].saliency(self.teacher, x, create_graph=False)
        agreement = np.corrcoef(sal_s.detach().numpy().ravel(), sal_t.detach().numpy().ravel())[0, 1]
        return acc, float(agreement)
